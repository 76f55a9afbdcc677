import { Syringe } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function PatientInjectionMappingPage() {
  return <ComingSoonPage page="patientInjectionMapping" icon={Syringe} />;
}
