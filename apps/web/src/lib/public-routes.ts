import { paths } from '@/config/paths';

// Spec 02 §2.1: the public pages, sign-in, the install guide and the patient-facing links
// skip the heavy services (live events, face models). A visitor on /landing who happens to be
// signed in gets no event stream either: these pages show nothing that an event could refresh.
const lightPaths = new Set<string>([
  paths.landing,
  paths.pricing,
  paths.legal,
  paths.privacy,
  paths.terms,
  paths.cookies,
  paths.help,
  paths.changelog,
  paths.auth,
  paths.authCallback,
  paths.installGuide,
]);
const lightPrefixes = ['/patient-portal/', '/shared/', '/drive-shared/'];

/** '/landing/' and '/landing' are the same page to the router. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

export function skipsHeavyServices(pathname: string): boolean {
  return (
    lightPaths.has(withoutTrailingSlash(pathname)) ||
    lightPrefixes.some((prefix) => pathname.startsWith(prefix))
  );
}
