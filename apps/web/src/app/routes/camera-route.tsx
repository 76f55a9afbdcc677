import { useSession } from '@/features/account/api/get-session';
import { CameraPage } from '@/features/camera/routes/camera-page';

/** /camera, /camera/{patientId}, /camera?quick=true: the camera with the user its settings belong to. */
export function CameraRoute() {
  const { session } = useSession();
  if (!session) return null;
  return <CameraPage userId={session.user.id} />;
}
