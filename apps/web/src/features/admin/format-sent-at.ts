import { formatDate, type DateDisplay } from '@/lib/format';

/** Date and time a message left, as the reader shows dates ("22/11/2026 14:05"). */
export function formatSentAt(iso: string, dates: DateDisplay): string {
  return formatDate(iso, dates, { time: true });
}
