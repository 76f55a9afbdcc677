import { isPathUnder } from '@/lib/path-under';
import { paths } from '@/config/paths';

/** Router state handed to a /setup-mfa page: where to go back once the set-up is done. */
export type MfaSetupLocationState = { from?: string };

/**
 * The page the user came from, or /settings. Only an in-app path is followed (never another
 * origin, never a set-up or sign-in page, which would loop).
 */
export function mfaReturnPath(state: unknown): string {
  const from = (state as MfaSetupLocationState | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) {
    return paths.settings;
  }
  if (isPathUnder(from, '/setup-mfa') || isPathUnder(from, paths.auth)) return paths.settings;
  return from;
}
