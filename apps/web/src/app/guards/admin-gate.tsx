import { Outlet } from 'react-router';
import { useSession } from '@/features/account/api/get-session';
import { AdminAccessDenied } from '@/features/admin/components/admin-access-denied';

/** /admin is for administrators only; everyone else gets the refusal, inside the layout. */
export function AdminGate() {
  const { session } = useSession();
  if (!session?.user.isAdmin) return <AdminAccessDenied />;
  return <Outlet />;
}
