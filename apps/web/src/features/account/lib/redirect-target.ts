import { paths } from '@/config/paths';

/** Query parameter the access guard adds to /auth: the page the visitor asked for. */
export const REDIRECT_PARAM = 'redirect';

// The sign-in pages themselves would only loop back to sign-in.
const signInPaths: string[] = [paths.auth, paths.authCallback];

/**
 * A path inside this app, never another site: it starts with one "/" (not "//" nor "/\\",
 * which browsers read as another host) and is not a sign-in page.
 */
export function isInAppTarget(value: unknown): value is string {
  if (typeof value !== 'string' || !value.startsWith('/')) return false;
  if (value.startsWith('//') || value.startsWith('/\\')) return false;
  const pathname = value.split(/[?#]/, 1)[0] ?? '';
  return !signInPaths.includes(pathname);
}

/** /auth with the page to come back to, as the guard sends a signed-out visitor there. */
export function signInPathFor(target: string): string {
  if (!isInAppTarget(target) || target === paths.home) return paths.auth;
  return `${paths.auth}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}

/**
 * Where to go once signed in: the `?redirect=` of the guard, else a `from` left in the location
 * state by whoever sent the user to sign in, else the home page.
 */
export function resolveRedirectTarget(search: string, state: unknown): string {
  const fromQuery = new URLSearchParams(search).get(REDIRECT_PARAM);
  if (isInAppTarget(fromQuery)) return fromQuery;
  const fromState =
    typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (isInAppTarget(fromState)) return fromState;
  return paths.home;
}
