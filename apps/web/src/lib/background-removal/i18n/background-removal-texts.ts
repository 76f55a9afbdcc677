import type { Translations } from '@/lib/i18n/fr';
import type { backgroundRemovalFr } from './fr';

/** The shape English must fill: the same keys as the French texts of background removal. */
export type BackgroundRemovalTexts = Translations<typeof backgroundRemovalFr>;
