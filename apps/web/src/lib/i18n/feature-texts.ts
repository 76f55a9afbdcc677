import { i18n } from './i18n';

/**
 * Texts that only some pages read (the public pages, injection charts, the EXIF report) join
 * i18next as their own namespace when those pages' code loads, never with the first screen:
 * both languages at once, so the language switcher works there like everywhere else.
 * Idempotent, so each component that reads them calls it as it renders.
 */
export function addFeatureTexts(namespace: string, texts: { fr: object; en: object }): void {
  if (!i18n.hasResourceBundle('fr', namespace)) i18n.addResourceBundle('fr', namespace, texts.fr);
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, texts.en);
}
