import type { JournalAction, JournalPage } from '@photodossier/domain/access-journal';
import { localCalendarDay } from '@photodossier/domain/calendar-date';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type JournalFilters = {
  patientId?: string;
  action?: JournalAction;
  /** YYYY-MM-DD, local days. */
  from?: string;
  to?: string;
};

export function journalSearch(filters: JournalFilters, cursor?: string | null): string {
  const search = new URLSearchParams();
  if (filters.patientId) search.set('patient_id', filters.patientId);
  if (filters.action) search.set('action', filters.action);
  if (filters.from) search.set('from', new Date(`${filters.from}T00:00:00`).toISOString());
  if (filters.to) search.set('to', new Date(`${filters.to}T23:59:59.999`).toISOString());
  if (cursor) search.set('cursor', cursor);
  return search.toString();
}

export const journalKeys = {
  all: ['journal'] as const,
  list: (filters: JournalFilters) => [...journalKeys.all, filters] as const,
};

export function getJournal(filters: JournalFilters, cursor: string | null): Promise<JournalPage> {
  return apiRequest<JournalPage>(`/api/v1/journal?limit=50&${journalSearch(filters, cursor)}`);
}

export function useJournal(filters: JournalFilters) {
  return useInfiniteQuery({
    queryKey: journalKeys.list(filters),
    queryFn: ({ pageParam }) => getJournal(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/**
 * The CSV of the same filters, downloaded by the browser itself, which takes its name from the
 * server: named after this device's day.
 */
export function journalCsvUrl(filters: JournalFilters): string {
  const search = new URLSearchParams(journalSearch(filters));
  search.set('day', localCalendarDay(new Date()));
  return `/api/v1/journal.csv?${search.toString()}`;
}
