import { localCalendarDay } from '@photodossier/domain/calendar-date';
import type { TFunction } from 'i18next';

/**
 * "comparaison-2026-11-29.png" ("comparison-…" in English): the day on the device's calendar, as
 * the practitioner lives it, so an export made at 00:30 is not named after the day before.
 */
export function exportFileName(t: TFunction, extension: string, now = new Date()): string {
  return t('comparisons.export.fileName', { day: localCalendarDay(now), extension });
}
