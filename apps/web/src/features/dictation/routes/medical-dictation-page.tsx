import { Mic } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function MedicalDictationPage() {
  return <ComingSoonPage page="medicalDictation" icon={Mic} />;
}
