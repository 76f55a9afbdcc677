import { Gauge } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function AdminPage() {
  return <ComingSoonPage page="admin" icon={Gauge} />;
}
