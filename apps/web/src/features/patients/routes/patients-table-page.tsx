import { Table2 } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function PatientsTablePage() {
  return <ComingSoonPage page="patientsTable" icon={Table2} />;
}
