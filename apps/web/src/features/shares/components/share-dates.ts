const locales = { fr: 'fr-FR', en: 'en-GB' } as const;

/** "1 déc. 2026, 14:05": when a link stops working or was last opened. */
export function shareExpiryDate(iso: string, language: string): string {
  const locale = language.startsWith('en') ? locales.en : locales.fr;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
