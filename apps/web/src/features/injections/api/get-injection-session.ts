import type { InjectionSessionRecord } from '@photodossier/domain/injections';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { injectionsQueryKey } from './get-injection-sessions';

export function getInjectionSession(
  id: string,
  signal?: AbortSignal,
): Promise<InjectionSessionRecord> {
  return apiRequest(`/api/v1/injection-sessions/${encodeURIComponent(id)}`, { signal });
}

export const injectionSessionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...injectionsQueryKey, 'session', id],
    queryFn: ({ signal }) => getInjectionSession(id, signal),
    // Opened as it was saved: a live refresh must not reset a session being edited.
    staleTime: Infinity,
  });

export function useInjectionSession(id: string | null) {
  return useQuery({ ...injectionSessionQueryOptions(id ?? ''), enabled: id !== null });
}

/** Several sessions (the two compared), null until all are there. */
export function useInjectionSessionRecords(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) => injectionSessionQueryOptions(id)),
    combine: (results) =>
      results.every((result) => result.data)
        ? results.map((result) => result.data as InjectionSessionRecord)
        : null,
  });
}

/** Where the chart PDF of a session downloads from. */
export const injectionChartPdfUrl = (id: string) =>
  `/api/v1/injection-sessions/${encodeURIComponent(id)}/chart.pdf`;
