import type { TextKey } from '@/lib/i18n/keys';
import {
  Camera,
  ClipboardList,
  Columns2,
  FolderOpen,
  HardDrive,
  House,
  Images,
  Mic,
  Settings,
  Syringe,
  Trash2,
  Upload,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';

export type NavEntryId =
  | 'home'
  | 'patients'
  | 'gallery'
  | 'drive'
  | 'dictation'
  | 'reports'
  | 'import'
  | 'injection'
  | 'compare'
  | 'trash'
  | 'settings'
  | 'camera';

/** The per-user beta features that show or hide entries (spec 01 §2, spec 02 §2.2). */
export type BetaFlags = { dictaphone: boolean; operationReports: boolean };

type EntryBase = { id: NavEntryId; labelKey: TextKey; icon: LucideIcon };
export type NavLinkEntry = EntryBase & { kind: 'link'; to: string; requires?: keyof BetaFlags };
/** Import is an action (it opens the import dialog), not a page. */
export type NavActionEntry = EntryBase & { kind: 'import' };
export type NavEntry = NavLinkEntry | NavActionEntry;

// The first three entries of both bars.
const homeEntry: NavLinkEntry = {
  kind: 'link',
  id: 'home',
  to: paths.home,
  labelKey: 'nav.home',
  icon: House,
};
const patientsEntry: NavLinkEntry = {
  kind: 'link',
  id: 'patients',
  to: paths.patientsList,
  labelKey: 'nav.patients',
  icon: FolderOpen,
};
const galleryEntry: NavLinkEntry = {
  kind: 'link',
  id: 'gallery',
  to: paths.patientsPhotos,
  labelKey: 'nav.gallery',
  icon: Images,
};

// Order of spec 02 §2.2.
export const sidebarEntries: readonly NavEntry[] = [
  homeEntry,
  patientsEntry,
  galleryEntry,
  { kind: 'link', id: 'drive', to: paths.drive, labelKey: 'nav.drive', icon: HardDrive },
  {
    kind: 'link',
    id: 'dictation',
    to: paths.medicalDictation,
    labelKey: 'nav.dictation',
    icon: Mic,
    requires: 'dictaphone',
  },
  {
    kind: 'link',
    id: 'reports',
    to: paths.operationReports,
    labelKey: 'nav.reports',
    icon: ClipboardList,
    requires: 'operationReports',
  },
  { kind: 'import', id: 'import', labelKey: 'nav.import', icon: Upload },
  {
    kind: 'link',
    id: 'injection',
    to: paths.injectionMapping,
    labelKey: 'nav.injection',
    icon: Syringe,
  },
  { kind: 'link', id: 'compare', to: paths.compare, labelKey: 'nav.compare', icon: Columns2 },
  // Not in spec 02 §2.2's list: a deleted photo must be findable without the storage manager.
  { kind: 'link', id: 'trash', to: paths.trash, labelKey: 'nav.trash', icon: Trash2 },
  { kind: 'link', id: 'settings', to: paths.settings, labelKey: 'nav.settings', icon: Settings },
];

// Spec 01 §2: below 768 px, four entries.
export const bottomNavEntries: readonly NavLinkEntry[] = [
  homeEntry,
  patientsEntry,
  galleryEntry,
  { kind: 'link', id: 'camera', to: paths.quickCamera, labelKey: 'nav.camera', icon: Camera },
];

const bottomNavIds = new Set<NavEntryId>(bottomNavEntries.map((entry) => entry.id));

export function visibleSidebarEntries(flags: BetaFlags): NavEntry[] {
  return sidebarEntries.filter(
    (entry) => entry.kind !== 'link' || !entry.requires || flags[entry.requires],
  );
}

/** What the small-screen "Plus" menu offers: the sidebar entries the bottom bar lacks. */
export function overflowEntries(flags: BetaFlags): NavEntry[] {
  return visibleSidebarEntries(flags).filter((entry) => !bottomNavIds.has(entry.id));
}
