import { paths } from '@/config/paths';
import { hasVerifiedEmail } from '@/features/account/lib/verified-email';
import type { Session } from '@/features/account/types';

function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

// Where an unverified user may still go: verifying, signing in again, or adding a factor.
function allowsUnverifiedUser(path: string): boolean {
  return (
    isUnder(path, paths.verifyEmail) || isUnder(path, paths.auth) || isUnder(path, '/setup-mfa')
  );
}

/**
 * The access rules of spec 01 §4 for a protected path: no user goes to /auth; a user whose
 * e-mail is unverified and who did not sign in with Google goes to /verify-email, except on
 * /verify-email, /auth and /setup-mfa/*. Returns null when the path may be shown.
 */
export function resolveAccessRedirect(path: string, session: Session | null): string | null {
  if (!session) return isUnder(path, paths.auth) ? null : paths.auth;
  if (hasVerifiedEmail(session.user)) return null;
  return allowsUnverifiedUser(path) ? null : paths.verifyEmail;
}
