import type { NavEntryId } from './nav-entries';

function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/**
 * The navigation entry a path belongs to, shared by the sidebar and the bottom bar.
 * Spec 01 §2: "/patients counts as Dossiers unless it contains /photos" (then Galerie);
 * / is Accueil; /camera is Caméra. The other areas own their path and everything under it;
 * a patient's own pages (/patient/...) count as Dossiers except their injection and
 * comparison screens, which belong to those entries.
 */
export function activeNavEntry(pathname: string): NavEntryId | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

  if (path === '/' || path === '') return 'home';
  if (isUnder(path, '/patients')) return path.includes('/photos') ? 'gallery' : 'patients';
  if (isUnder(path, '/camera')) return 'camera';
  if (isUnder(path, '/patient')) {
    if (/\/(injections|injection-mapping)$/.test(path)) return 'injection';
    if (path.endsWith('/compare')) return 'compare';
    return 'patients';
  }
  if (isUnder(path, '/drive')) return 'drive';
  if (isUnder(path, '/medical-dictation')) return 'dictation';
  if (isUnder(path, '/operation-reports') || isUnder(path, '/surgical-techniques')) {
    return 'reports';
  }
  if (isUnder(path, '/injection-mapping')) return 'injection';
  if (isUnder(path, '/compare')) return 'compare';
  if (isUnder(path, '/trash')) return 'trash';
  if (isUnder(path, '/settings')) return 'settings';
  return null;
}
