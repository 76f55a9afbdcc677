import {
  parseCalendarDate,
  PRACTICE_TIME_ZONE,
  toFrenchDate,
  toIsoDate,
  type CalendarDate,
} from '@photodossier/domain/calendar-date';

// The dates the server writes for people (e-mails, PDFs) read in the practice's time zone;
// the one place that writes a date in French for a document.

/** A formatter for `locale` in the practice's time zone. */
export function practiceDateFormat(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: PRACTICE_TIME_ZONE });
}

/**
 * "30/11/1988" for a calendar day stored "1988-11-30" (a birth date, a session's day), read as
 * that day with no time zone; '' for an empty or impossible day.
 */
export function frenchCalendarDate(isoDay: string | null | undefined): string {
  const date = parseCalendarDate(isoDay);
  return date ? toFrenchDate(date) : '';
}

type PartOf = (type: Intl.DateTimeFormatPartTypes) => string;

/** The parts of an instant's Paris date (and time if asked), as two-digit numbers. */
function practiceParts(at: Date | number, withTime: boolean): PartOf {
  const parts = practiceDateFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  }).formatToParts(at);
  return (type) => parts.find((item) => item.type === type)?.value ?? '';
}

const dayOf = (part: PartOf): CalendarDate => ({
  year: Number(part('year')),
  month: Number(part('month')),
  day: Number(part('day')),
});

/** "2026-11-29": the calendar day an instant falls on in Paris, for file names. */
export function practiceCalendarDay(at: Date | number): string {
  return toIsoDate(dayOf(practiceParts(at, false)));
}

/** "29/11/2026": the day an instant falls on in Paris. */
export function frenchPracticeDay(at: Date | number): string {
  return toFrenchDate(dayOf(practiceParts(at, false)));
}

/** "25/11/2026 à 10:12": an instant in Paris time, as a signature is dated. */
export function frenchPracticeDateTime(at: Date | number): string {
  const part = practiceParts(at, true);
  return `${toFrenchDate(dayOf(part))} à ${part('hour')}:${part('minute')}`;
}
