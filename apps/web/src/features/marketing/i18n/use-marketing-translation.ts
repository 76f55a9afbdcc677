import { useTranslation } from 'react-i18next';
import { addFeatureTexts } from '@/lib/i18n/feature-texts';
import { toSupportedLanguage } from '@/lib/i18n/languages';
import { marketingEn } from './en';
import { marketingFr } from './fr';
import type { MarketingTexts } from './marketing-texts';

export const MARKETING_NAMESPACE = 'marketing';

/** The public pages' texts: the legal documents would otherwise weigh on every page. */
function addMarketingTexts(): void {
  addFeatureTexts(MARKETING_NAMESPACE, { fr: marketingFr, en: marketingEn });
}

export function useMarketingTranslation() {
  addMarketingTexts();
  return useTranslation(MARKETING_NAMESPACE);
}

/** The whole text tree in the reader's language, for the pages made of long lists. */
export function useMarketingTexts(): MarketingTexts {
  const { i18n } = useMarketingTranslation();
  const language = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  return i18n.getResourceBundle(language, MARKETING_NAMESPACE) as MarketingTexts;
}
