import { Columns2 } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function PatientComparePage() {
  return <ComingSoonPage page="patientCompare" icon={Columns2} />;
}
