import type { Language } from '@/lib/i18n/languages';

const localeTags = { fr: 'fr-FR', en: 'en-GB' } as const satisfies Record<Language, string>;

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
  const text = date.toLocaleDateString(localeTags[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return text.charAt(0).toLocaleUpperCase(localeTags[language]) + text.slice(1);
}

/** "14/05/2024": the date in a thumbnail's alternative text. */
export function formatShortDate(iso: string, language: Language): string {
  const date = validDate(iso);
  return date ? date.toLocaleDateString(localeTags[language]) : '';
}
