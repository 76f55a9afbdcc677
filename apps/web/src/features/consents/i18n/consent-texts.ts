import type { Translations } from '@/lib/i18n/fr';
import type { consentsFr } from './fr';

/** The shape English must fill: the same keys as the French texts of the consent pages. */
export type ConsentTexts = Translations<typeof consentsFr>;
