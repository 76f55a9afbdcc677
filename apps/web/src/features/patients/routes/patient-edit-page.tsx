import { UserPen } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function PatientEditPage() {
  return <ComingSoonPage page="patientEdit" icon={UserPen} />;
}
