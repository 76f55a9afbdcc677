import { Video } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function CameraPermissionTutorialPage() {
  return <ComingSoonPage page="cameraPermissionTutorial" icon={Video} />;
}
