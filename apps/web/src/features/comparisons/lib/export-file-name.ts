import type { TFunction } from 'i18next';
import { formatDate } from '@/lib/format';

/**
 * "comparaison-2026-11-29.png" ("comparison-…" in English): the day on the device's calendar, as
 * the practitioner lives it, so an export made at 00:30 is not named after the day before.
 */
export function exportFileName(t: TFunction, extension: string, now = new Date()): string {
  // Year-month-day digits read the same in every language: the language only names the file.
  const day = formatDate(now, { language: 'fr', dateFormat: 'YYYY-MM-DD' });
  return t('comparisons.export.fileName', { day, extension });
}
