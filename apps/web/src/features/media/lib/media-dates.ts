import { localCalendarDay } from '@photodossier/domain/calendar-date';
import { formatDate, type DateDisplay } from '@/lib/format';

function validDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The local calendar day of a time, "2024-05-14": photos of one day share a header. */
export function localDayKey(iso: string): string | null {
  const date = validDate(iso);
  return date ? localCalendarDay(date) : null;
}

/** "Mardi 14 mai 2024" / "Tuesday 14 May 2024": the header of a day in a gallery. */
export function formatDayHeading(dayKey: string, dates: DateDisplay): string {
  const text = formatDate(dayKey, dates, { style: 'weekday' });
  return text.charAt(0).toLocaleUpperCase(dates.language) + text.slice(1);
}
