import {
  DEFAULT_LANGUAGE,
  LANGUAGE_DETECTION_ORDER,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
} from '@photodossier/domain/app-preferences';
import { errorMessages } from '@photodossier/domain/errors';
import { noticeMessages } from '@photodossier/domain/notices';
import i18next, { type BackendModule, type i18n as I18nInstance } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { buildCatalogueResources } from './catalogue-resources';
import { fr, type CommonResources } from './fr';
import { toSupportedLanguage, type Language } from './languages';

// `errors` and `notices` are the domain catalogues, so server codes and web texts never drift.
function languageResources(language: Language, common: CommonResources) {
  return {
    common,
    errors: buildCatalogueResources(errorMessages, language),
    notices: buildCatalogueResources(noticeMessages, language),
  };
}

/**
 * French ships with the first screen; English, a second catalogue of the same size, is fetched
 * when it is detected or chosen (i18next waits for it before switching, and react-i18next
 * suspends the first render until it is there).
 */
const laterLanguages: Record<string, () => Promise<CommonResources>> = {
  en: () => import('./en').then((module) => module.en),
};

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = laterLanguages[language];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (common) => {
        const all = languageResources(toSupportedLanguage(language), common);
        callback(null, all[namespace as keyof typeof all] ?? {});
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
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
  instance.use(lazyCatalogues);
  if (bindToReact) instance.use(initReactI18next);
  void instance.init({
    resources: { fr: languageResources('fr', fr) },
    partialBundledLanguages: true,
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
