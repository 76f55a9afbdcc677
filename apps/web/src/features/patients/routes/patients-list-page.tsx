import { PatientsPage } from '../components/patients-page';

/** /patients and /patients/list (Dossiers). */
export function PatientsListPage({ userId }: { userId: string }) {
  return <PatientsPage view="list" userId={userId} />;
}
