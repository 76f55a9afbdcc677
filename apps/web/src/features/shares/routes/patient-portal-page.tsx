import { Globe } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function PatientPortalPage() {
  return <ComingSoonPage page="patientPortal" icon={Globe} />;
}
