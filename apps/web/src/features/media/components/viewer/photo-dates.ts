const localeOf = (language: string) => (language.startsWith('en') ? 'en-GB' : 'fr-FR');

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "12 mai 2024 à 10:30": when the photo was taken, for the details panel. */
export function formatDateTaken(iso: string, language: string): string {
  const date = parse(iso);
  if (!date) return '';
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(date);
}

/** "12/05/2024": the date in alt texts and the viewer's title bar. */
export function formatShortDate(iso: string, language: string): string {
  const date = parse(iso);
  if (!date) return '';
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'short' }).format(date);
}
