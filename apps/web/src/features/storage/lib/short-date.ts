import type { Language } from '@/lib/i18n/languages';

const localeTags = { fr: 'fr-FR', en: 'en-GB' } as const satisfies Record<Language, string>;
const formatters = new Map<Language, Intl.DateTimeFormat>();

/** "14/05/2024": the short date of a card or row; built once per language since lists are long. */
export function formatShortDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeTags[language], { dateStyle: 'short' });
    formatters.set(language, formatter);
  }
  return formatter.format(date);
}
