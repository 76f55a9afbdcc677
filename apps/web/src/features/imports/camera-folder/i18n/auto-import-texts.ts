import type { Translations } from '@/lib/i18n/fr';
import type { autoImportFr } from './fr';

/** The shape English must fill: the same keys as the French texts of the automatic import. */
export type AutoImportTexts = Translations<typeof autoImportFr>;
