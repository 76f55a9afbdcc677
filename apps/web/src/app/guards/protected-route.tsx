import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useSession } from '@/features/account/api/get-session';
import { resolveAccessRedirect } from './resolve-access-redirect';

/** Wraps every protected route: "Chargement..." while the session loads, then the rules. */
export function ProtectedRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { session, isPending } = useSession();

  if (isPending) return <FullScreenSpinner label={t('guards.sessionLoading')} />;
  const redirect = resolveAccessRedirect(pathname, session);
  if (redirect) return <Navigate to={redirect} replace />;
  return <Outlet />;
}
