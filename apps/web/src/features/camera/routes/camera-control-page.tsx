import { Aperture } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function CameraControlPage() {
  return <ComingSoonPage page="cameraControl" icon={Aperture} />;
}
