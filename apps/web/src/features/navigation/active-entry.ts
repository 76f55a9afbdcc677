import { isPathUnder } from '@/lib/path-under';
import type { NavEntryId } from './nav-entries';

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
  if (isPathUnder(path, '/patients')) return path.includes('/photos') ? 'gallery' : 'patients';
  if (isPathUnder(path, '/camera')) return 'camera';
  if (isPathUnder(path, '/patient')) {
    if (/\/(injections|injection-mapping)$/.test(path)) return 'injection';
    if (path.endsWith('/compare')) return 'compare';
    return 'patients';
  }
  if (isPathUnder(path, '/drive')) return 'drive';
  if (isPathUnder(path, '/medical-dictation')) return 'dictation';
  if (isPathUnder(path, '/operation-reports') || isPathUnder(path, '/surgical-techniques')) {
    return 'reports';
  }
  if (isPathUnder(path, '/injection-mapping')) return 'injection';
  if (isPathUnder(path, '/compare')) return 'compare';
  if (isPathUnder(path, '/trash')) return 'trash';
  if (isPathUnder(path, '/settings')) return 'settings';
  return null;
}
