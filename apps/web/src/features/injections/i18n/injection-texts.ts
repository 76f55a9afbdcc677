import type { Translations } from '@/lib/i18n/fr';
import type { injectionsFr } from './fr';

/** The shape English must fill: the same keys as the French texts of the injection pages. */
export type InjectionTexts = Translations<typeof injectionsFr>;
