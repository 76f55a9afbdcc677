export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'system';

export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

/** The one map from the app's language to the locale Intl writes it in (decision 0036). */
export const intlLocale = (language: Language): string => (language === 'fr' ? 'fr-FR' : 'en-GB');
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
export const LANGUAGE_DETECTION_ORDER = ['localStorage', 'navigator', 'htmlTag'] as const;

export const DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const DEFAULT_DATE_FORMAT: DateFormat = 'DD/MM/YYYY';

export const DEFAULT_SPECIALITE = 'Médecine esthétique';
