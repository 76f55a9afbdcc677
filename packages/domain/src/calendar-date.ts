/**
 * The time zone of the practice's days (a consent's « Fait le », an archive's name): the product
 * is for French practices and the settings hold none. The server prints in it, and a screen that
 * shows beforehand what the server will print reads the day in it too.
 */
export const PRACTICE_TIME_ZONE = 'Europe/Paris';

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;
const FRENCH_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * A calendar date from "YYYY-MM-DD" (optionally followed by a time) or the French input form
 * "DD/MM/YYYY". Impossible days such as 2023-02-30 give null.
 */
export function parseCalendarDate(value: string | null | undefined): CalendarDate | null {
  const text = (value ?? '').trim();
  const iso = ISO_DATE.exec(text);
  const french = iso ? null : FRENCH_DATE.exec(text);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : french
      ? [Number(french[3]), Number(french[2]), Number(french[1])]
      : [Number.NaN, Number.NaN, Number.NaN];
  if (!Number.isInteger(year) || !isRealDate(year, month, day)) return null;
  return { year, month, day };
}

export function toIsoDate(date: CalendarDate): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** "14/03/2026": the French form `parseCalendarDate` reads back. */
export function toFrenchDate(date: CalendarDate): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.day)}/${pad(date.month)}/${date.year}`;
}

/** The day an instant falls on in the device's own calendar, "2026-11-29". */
export function localCalendarDay(at: Date): string {
  return toIsoDate({ year: at.getFullYear(), month: at.getMonth() + 1, day: at.getDate() });
}

export function isIsoCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && parseCalendarDate(value) !== null;
}
