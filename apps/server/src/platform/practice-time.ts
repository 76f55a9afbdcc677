/**
 * The dates the server writes for people (e-mails, PDFs) read in Paris time: the product is
 * for French practices and the settings hold no time zone. The one place that says so.
 */
export const PRACTICE_TIME_ZONE = 'Europe/Paris';

/** A formatter for `locale` in the practice's time zone. */
export function practiceDateFormat(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: PRACTICE_TIME_ZONE });
}
