import { ScanFace } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function FaceDebugPage() {
  return <ComingSoonPage page="faceDebug" icon={ScanFace} />;
}
