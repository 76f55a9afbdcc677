import { parseCalendarDate } from './calendar-date';
import { MS_PER_DAY } from './time-units';

const MS_PER_AVERAGE_YEAR = 365.25 * MS_PER_DAY;

/**
 * Age in whole years of 365.25 days, as the import dialog shows it. Null for an unreadable or
 * future birth date. The birth date is taken at UTC midnight so the result does not depend on
 * the machine's time zone.
 */
export function ageInYears(
  birthDate: string | Date | null | undefined,
  now: Date | number,
): number | null {
  let birthMs: number;
  if (birthDate instanceof Date) {
    birthMs = birthDate.getTime();
  } else {
    const parsed = parseCalendarDate(birthDate);
    if (!parsed) return null;
    birthMs = Date.UTC(parsed.year, parsed.month - 1, parsed.day);
  }
  const nowMs = now instanceof Date ? now.getTime() : now;
  if (!Number.isFinite(birthMs) || !Number.isFinite(nowMs) || birthMs > nowMs) return null;
  return Math.floor((nowMs - birthMs) / MS_PER_AVERAGE_YEAR);
}
