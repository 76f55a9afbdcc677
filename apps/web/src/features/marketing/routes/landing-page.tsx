import { Aperture } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function LandingPage() {
  return <ComingSoonPage page="landing" icon={Aperture} />;
}
