/** Date and time a message left, in the reader's language ("22/11/2026 14:05"). */
export function formatSentAt(iso: string, locale: 'fr' | 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
  });
}
