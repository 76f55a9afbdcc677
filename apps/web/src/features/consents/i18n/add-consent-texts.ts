import { addFeatureTexts } from '@/lib/i18n/feature-texts';
import { consentsEn } from './en';
import { consentsFr } from './fr';

/** The consent and portal pages' texts, namespace `consents` (keys `consents:…`). */
export function addConsentTexts(): void {
  addFeatureTexts('consents', { fr: consentsFr, en: consentsEn });
}
