import { FolderOpen } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function PatientsListPage() {
  return <ComingSoonPage page="patientsList" icon={FolderOpen} />;
}
