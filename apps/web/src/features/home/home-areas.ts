import type { TextKey } from '@/lib/i18n/keys';
import {
  Camera,
  ClipboardList,
  Columns2,
  FolderOpen,
  HardDrive,
  Images,
  Mic,
  Stethoscope,
  Syringe,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';
import type { BetaFeature } from '@photodossier/domain/operation-report';

/** The user's beta switches (spec 01 §3). */
export type BetaFlags = Readonly<Record<BetaFeature, boolean>>;

export type AreaId =
  | 'patients'
  | 'gallery'
  | 'camera'
  | 'compare'
  | 'drive'
  | 'injection'
  | 'dictation'
  | 'reports'
  | 'techniques';

export type Area = {
  id: AreaId;
  to: string;
  labelKey: TextKey;
  hintKey: TextKey;
  icon: LucideIcon;
  /**
   * Whether the area works. An area still showing "Bientôt disponible" stays off the home page;
   * its own issue turns this on when it lands, and the home page grows by one tile.
   */
  built: boolean;
  /** The beta switch the area needs (decision 0041): its tile shows only while it is on. */
  requires?: keyof BetaFlags;
};

/** The app's areas, in the home page's order (decision 0033). */
export const areas: readonly Area[] = [
  {
    id: 'patients',
    to: paths.patientsList,
    labelKey: 'nav.patients',
    hintKey: 'home.patientsHint',
    icon: FolderOpen,
    built: true,
  },
  {
    id: 'gallery',
    to: paths.patientsPhotos,
    labelKey: 'nav.gallery',
    hintKey: 'home.galleryHint',
    icon: Images,
    built: true,
  },
  {
    id: 'camera',
    to: paths.quickCamera,
    labelKey: 'nav.camera',
    hintKey: 'home.cameraHint',
    icon: Camera,
    built: true,
  },
  {
    id: 'compare',
    to: paths.compare,
    labelKey: 'nav.compare',
    hintKey: 'home.compareHint',
    icon: Columns2,
    built: true,
  },
  {
    id: 'drive',
    to: paths.drive,
    labelKey: 'nav.drive',
    hintKey: 'home.driveHint',
    icon: HardDrive,
    built: true,
  },
  {
    id: 'injection',
    to: paths.injectionMapping,
    labelKey: 'nav.injection',
    hintKey: 'home.injectionHint',
    icon: Syringe,
    built: true,
  },
  {
    id: 'dictation',
    to: paths.medicalDictation,
    labelKey: 'nav.dictation',
    hintKey: 'home.dictationHint',
    icon: Mic,
    built: true,
    requires: 'dictaphone',
  },
  {
    id: 'reports',
    to: paths.operationReports,
    labelKey: 'nav.reports',
    hintKey: 'home.reportsHint',
    icon: ClipboardList,
    built: true,
    requires: 'operationReports',
  },
  {
    id: 'techniques',
    to: paths.surgicalTechniques,
    labelKey: 'pages.surgicalTechniques.title',
    hintKey: 'home.techniquesHint',
    icon: Stethoscope,
    built: true,
    requires: 'operationReports',
  },
];

/** The home page's tiles: the areas that work, a beta area only while its switch is on. */
export function homeTiles(flags: BetaFlags, all: readonly Area[] = areas): Area[] {
  return all.filter((area) => area.built && (!area.requires || flags[area.requires]));
}
