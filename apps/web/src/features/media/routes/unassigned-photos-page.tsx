import { ImageOff } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function UnassignedPhotosPage() {
  return <ComingSoonPage page="patientsUnassigned" icon={ImageOff} />;
}
