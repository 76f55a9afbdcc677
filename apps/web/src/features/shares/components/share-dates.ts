import { formatDate, type DateDisplay } from '@/lib/format';

/** "1 déc. 2026 à 14:05": when a link stops working or was last opened. */
export function shareExpiryDate(iso: string, dates: DateDisplay): string {
  return formatDate(iso, dates, { style: 'medium', time: true });
}
