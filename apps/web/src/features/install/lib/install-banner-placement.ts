import { paths } from '@/config/paths';
import { withoutTrailingSlash } from '@/lib/public-routes';

export type InstallBannerPlacement = 'top' | 'bottom' | 'hidden';

// Spec 02 §2.10: at the bottom on /landing and /auth, at the top elsewhere, hidden under the
// portal and shared-link prefixes. Those pages are opened by patients and by the recipients of
// a link, not by practitioners: the spec's "/portal/" and "/shared/" are read as the routes
// that serve them, /patient-portal/, /shared/ and /drive-shared/ (decision 0031).
const bottomPaths = new Set<string>([paths.landing, paths.auth]);
const hiddenPrefixes = ['/portal/', '/patient-portal/', '/shared/', '/drive-shared/'];

export function installBannerPlacement(pathname: string): InstallBannerPlacement {
  if (hiddenPrefixes.some((prefix) => pathname.startsWith(prefix))) return 'hidden';
  return bottomPaths.has(withoutTrailingSlash(pathname)) ? 'bottom' : 'top';
}
