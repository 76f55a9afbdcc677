import { UserPlus } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function PatientNewPage() {
  return <ComingSoonPage page="patientNew" icon={UserPlus} />;
}
