import { Layers } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function MediapipeTestPage() {
  return <ComingSoonPage page="mediapipeTest" icon={Layers} />;
}
