import type { Language } from '@/lib/i18n/languages';

const localeTags = { fr: 'fr-FR', en: 'en-GB' } as const satisfies Record<Language, string>;

// A gallery formats a date per tile on every scroll: building Intl formatters is the costly
// part, so each one is made once per language.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(language: Language, kind: 'long' | 'short'): Intl.DateTimeFormat {
  const key = `${language}-${kind}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(
      localeTags[language],
      kind === 'long'
        ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
        : { day: '2-digit', month: '2-digit', year: 'numeric' },
    );
    formatters.set(key, made);
  }
  return made;
}

function validDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The local calendar day of a time, "2024-05-14": photos of one day share a header. */
export function localDayKey(iso: string): string | null {
  const date = validDate(iso);
  if (!date) return null;
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** "Mardi 14 mai 2024" / "Tuesday 14 May 2024": the header of a day in a gallery. */
export function formatDayHeading(dayKey: string, language: Language): string {
  const [year, month, day] = dayKey.split('-').map(Number);
  const date = new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
  const text = formatter(language, 'long').format(date);
  return text.charAt(0).toLocaleUpperCase(localeTags[language]) + text.slice(1);
}

/** "14/05/2024": the date in a thumbnail's alternative text. */
export function formatShortDate(iso: string, language: Language): string {
  const date = validDate(iso);
  return date ? formatter(language, 'short').format(date) : '';
}

/** A calendar date "1985-03-12" as "12/03/1985"; anything else is shown as written. */
export function formatCalendarDate(isoDate: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  const date = new Date(Number(year), Number(month) - 1, Number(day));
  return formatter(language, 'short').format(date);
}
