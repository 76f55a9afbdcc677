import { addFeatureTexts } from '@/lib/i18n/feature-texts';
import { injectionsEn } from './en';
import { injectionsFr } from './fr';

/** The injection pages' texts, namespace `injections` (keys `injections:…`). */
export function addInjectionTexts(): void {
  addFeatureTexts('injections', { fr: injectionsFr, en: injectionsEn });
}
