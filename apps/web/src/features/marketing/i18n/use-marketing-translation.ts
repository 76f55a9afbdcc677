import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n/i18n';
import { toSupportedLanguage } from '@/lib/i18n/languages';
import { marketingEn } from './en';
import { marketingFr } from './fr';
import type { MarketingTexts } from './marketing-texts';

export const MARKETING_NAMESPACE = 'marketing';

/**
 * The public pages' texts are added to i18next when their chunk loads, not with the app: both
 * languages at once, so the language switcher works on these pages like everywhere else.
 * Adding is idempotent, so doing it during the first render of any public page is safe.
 */
function addMarketingTexts(): void {
  if (!i18n.hasResourceBundle('fr', MARKETING_NAMESPACE))
    i18n.addResourceBundle('fr', MARKETING_NAMESPACE, marketingFr);
  if (!i18n.hasResourceBundle('en', MARKETING_NAMESPACE))
    i18n.addResourceBundle('en', MARKETING_NAMESPACE, marketingEn);
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
