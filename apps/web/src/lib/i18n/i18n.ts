import {
  DEFAULT_LANGUAGE,
  LANGUAGE_DETECTION_ORDER,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
} from '@photodossier/domain/app-preferences';
import { errorMessages } from '@photodossier/domain/errors';
import { noticeMessages } from '@photodossier/domain/notices';
import i18next, { type i18n as I18nInstance } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { buildCatalogueResources } from './catalogue-resources';
import { fr } from './fr';
import { toSupportedLanguage } from './languages';

// `errors` and `notices` are the domain catalogues, so server codes and web texts never drift.
export const resources = {
  fr: {
    common: fr,
    errors: buildCatalogueResources(errorMessages, 'fr'),
    notices: buildCatalogueResources(noticeMessages, 'fr'),
  },
  en: {
    common: en,
    errors: buildCatalogueResources(errorMessages, 'en'),
    notices: buildCatalogueResources(noticeMessages, 'en'),
  },
};

/**
 * Stores only 'fr' or 'en' under i18nextLng, whatever code reaches i18next: detected codes are
 * already converted, and this also covers an explicit changeLanguage('en-US').
 */
class BareLanguageDetector extends LanguageDetector {
  override cacheUserLanguage(language: string, caches?: string[]): void {
    super.cacheUserLanguage(toSupportedLanguage(language), caches);
  }
}

function reflectLanguageOnDocument(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * A fresh, initialised instance. The app uses the shared one below, bound to react-i18next;
 * tests of the detection rules build unbound ones so they leave the shared instance alone.
 */
export function createI18n({ bindToReact = false } = {}): I18nInstance {
  const instance = i18next.createInstance();
  instance.on('languageChanged', reflectLanguageOnDocument);
  instance.use(BareLanguageDetector);
  if (bindToReact) instance.use(initReactI18next);
  void instance.init({
    resources,
    ns: ['common', 'errors', 'notices'],
    defaultNS: 'common',
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'languageOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    detection: {
      order: [...LANGUAGE_DETECTION_ORDER],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
      // Stored and used as 'fr' / 'en' only, never 'fr-FR' (design: web).
      convertDetectedLanguage: toSupportedLanguage,
    },
  });
  return instance;
}

export const i18n = createI18n({ bindToReact: true });
