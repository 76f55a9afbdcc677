import type { Translations } from '@/lib/i18n/fr';
import type { settingsSectionsFr } from './fr';

/** The shape English must fill: the same keys as the French texts. */
export type SettingsSectionsTexts = Translations<typeof settingsSectionsFr>;
