import { Stethoscope } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function SurgicalTechniquesPage() {
  return <ComingSoonPage page="surgicalTechniques" icon={Stethoscope} />;
}
