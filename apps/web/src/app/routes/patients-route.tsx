import { useSession } from '@/features/account/api/get-session';
import { PatientsGalleryPage } from '@/features/patients/routes/patients-gallery-page';
import { PatientsListPage } from '@/features/patients/routes/patients-list-page';
import { PatientsTablePage } from '@/features/patients/routes/patients-table-page';

// The three views of the records keep pins per user: they get the signed-in user's id here
// (ProtectedRoute above guarantees a session).

export function PatientsListRoute() {
  const { session } = useSession();
  return session ? <PatientsListPage userId={session.user.id} /> : null;
}

export function PatientsGalleryRoute() {
  const { session } = useSession();
  return session ? <PatientsGalleryPage userId={session.user.id} /> : null;
}

export function PatientsTableRoute() {
  const { session } = useSession();
  return session ? <PatientsTablePage userId={session.user.id} /> : null;
}
