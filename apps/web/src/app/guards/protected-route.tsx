import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';
import { signInPathFor } from '@/features/account/lib/redirect-target';
import { AppPinLock } from '../layouts/app-pin-lock';
import { UserDateFormat } from '../layouts/user-date-format';
import { resolveAccessRedirect } from './resolve-access-redirect';

/** Wraps every protected route: "Chargement..." while the session loads, then the rules. */
export function ProtectedRoute() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { session, isPending } = useSession();

  if (isPending) return <FullScreenSpinner label={t('guards.sessionLoading')} />;
  const redirect = resolveAccessRedirect(pathname, session);
  // /auth learns the page that was asked for, to open it once signed in.
  if (redirect === paths.auth) return <Navigate to={signInPathFor(pathname + search)} replace />;
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <>
      {/* Another account became active (another tab, a profile switch): nothing of the
          previous one, an open dialog or a half-filled form, stays on screen. */}
      <Fragment key={session?.user.id ?? 'nobody'}>
        {session ? (
          <UserDateFormat userId={session.user.id}>
            <Outlet />
          </UserDateFormat>
        ) : (
          <Outlet />
        )}
      </Fragment>
      {/* Every signed-in page, with or without the sidebar layout, sits under the PIN lock. */}
      {session ? <AppPinLock userId={session.user.id} /> : null}
    </>
  );
}
