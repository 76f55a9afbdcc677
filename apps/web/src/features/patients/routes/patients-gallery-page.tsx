import { PatientsPage } from '../components/patients-page';

export function PatientsGalleryPage({ userId }: { userId: string }) {
  return <PatientsPage view="gallery" userId={userId} />;
}
