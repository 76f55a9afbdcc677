import { Contact } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function PatientDetailsPage() {
  return <ComingSoonPage page="patientDetails" icon={Contact} />;
}
