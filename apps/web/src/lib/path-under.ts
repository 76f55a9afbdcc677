import { matchPath } from 'react-router';

/**
 * Whether a path is `base` or a page below it ("/patients", "/patients/42", not "/patientsX"):
 * react-router's own matching, case kept as the routes write it. A query or a hash after the
 * path does not count.
 */
export function isPathUnder(path: string, base: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  return matchPath({ path: `${base}/*`, caseSensitive: true }, pathname) !== null;
}
