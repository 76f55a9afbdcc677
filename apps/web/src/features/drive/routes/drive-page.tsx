import { HardDrive } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function DrivePage() {
  return <ComingSoonPage page="drive" icon={HardDrive} />;
}
