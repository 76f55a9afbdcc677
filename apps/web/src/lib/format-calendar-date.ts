import type { Language } from './i18n/languages';

const localeTags = { fr: 'fr-FR', en: 'en-GB' } as const satisfies Record<Language, string>;

/**
 * "24 novembre 2026" / "24 November 2026" for a calendar day written "2026-11-24" (a release,
 * a text's last update): read as that day wherever the reader is, never shifted by a time zone.
 */
export function formatCalendarDate(day: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(localeTags[language], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}
