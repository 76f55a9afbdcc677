import { PatientsPage } from '../components/patients-page';

export function PatientsTablePage({ userId }: { userId: string }) {
  return <PatientsPage view="table" userId={userId} />;
}
