import {
  DEFAULT_LANGUAGE,
  LANGUAGE_DETECTION_ORDER,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
} from '@photodossier/domain/app-preferences';
import { errorMessages } from '@photodossier/domain/errors';
import { noticeMessages } from '@photodossier/domain/notices';
import i18next, {
  type BackendModule,
  type i18n as I18nInstance,
  type LanguageDetectorModule,
} from 'i18next';
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

type LanguageSource = (typeof LANGUAGE_DETECTION_ORDER)[number];

function storedLanguage(): string[] {
  if (typeof localStorage === 'undefined') return [];
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return stored ? [stored] : [];
  } catch {
    return [];
  }
}

// Outside a browser (the build's prerender) every source is empty: French.
const LANGUAGE_SOURCES: Record<LanguageSource, () => readonly string[]> = {
  localStorage: storedLanguage,
  navigator: () =>
    typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language],
  htmlTag: () => (typeof document === 'undefined' ? [] : [document.documentElement.lang]),
};

/**
 * The stored choice, else the browser's first language, else the page's, as 'fr' or 'en'
 * (design: web); and every language i18next settles on is stored as 'fr' or 'en', an explicit
 * changeLanguage('en-US') included. The same rules as index.html's boot script (a test keeps
 * them in step), in a few lines instead of a detection library in the first screen's code.
 */
const storedOrBrowserLanguage: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const found = LANGUAGE_DETECTION_ORDER.flatMap((source) => LANGUAGE_SOURCES[source]()).find(
      (code) => typeof code === 'string' && code.trim() !== '',
    );
    return found === undefined ? undefined : toSupportedLanguage(found);
  },
  cacheUserLanguage(language) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, toSupportedLanguage(language));
    } catch {
      // Private browsing without storage: the choice lasts for the page.
    }
  },
};

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
  instance.use(storedOrBrowserLanguage);
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
  });
  return instance;
}

export const i18n = createI18n({ bindToReact: true });
