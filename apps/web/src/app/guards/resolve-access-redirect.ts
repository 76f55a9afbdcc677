import { isPathUnder } from '@/lib/path-under';
import { paths } from '@/config/paths';
import { hasVerifiedEmail } from '@/features/account/lib/verified-email';
import type { Session } from '@/features/account/types';

// Where an unverified user may still go: verifying, signing in again, or adding a factor.
function allowsUnverifiedUser(path: string): boolean {
  return (
    isPathUnder(path, paths.verifyEmail) ||
    isPathUnder(path, paths.auth) ||
    isPathUnder(path, '/setup-mfa')
  );
}

/**
 * The access rules of spec 01 §4 for a protected path: no user goes to /auth; a user whose
 * e-mail is unverified and who did not sign in with Google goes to /verify-email, except on
 * /verify-email, /auth and /setup-mfa/*. Returns null when the path may be shown.
 */
export function resolveAccessRedirect(path: string, session: Session | null): string | null {
  if (!session) return isPathUnder(path, paths.auth) ? null : paths.auth;
  if (hasVerifiedEmail(session.user)) return null;
  return allowsUnverifiedUser(path) ? null : paths.verifyEmail;
}
