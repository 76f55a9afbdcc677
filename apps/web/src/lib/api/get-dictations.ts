import type { DictationList } from '@photodossier/domain/dictation';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dictationKeys } from '@/lib/api/query-keys';

// Rooted at the live-event resource: `dictations.changed` refreshes lists and records.
export const dictationsQueryKey = dictationKeys.all;

export type DictationListFilter = {
  readonly q: string;
  /** Only this patient's dictations (the report editor offers them first). */
  readonly patientId?: string | undefined;
};

/** GET /api/v1/dictations: the dictation page and the report editor read the same list. */
export function getDictations(
  filter: DictationListFilter,
  cursor: number | null,
  signal?: AbortSignal,
): Promise<DictationList> {
  const params = new URLSearchParams();
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.patientId) params.set('patient_id', filter.patientId);
  if (cursor !== null) params.set('cursor', String(cursor));
  const query = params.toString();
  return apiRequest(`/api/v1/dictations${query ? `?${query}` : ''}`, { signal });
}

export const dictationsQueryOptions = (filter: DictationListFilter) =>
  infiniteQueryOptions({
    queryKey: [...dictationsQueryKey, 'list', filter.q.trim(), filter.patientId ?? null],
    queryFn: ({ pageParam, signal }) => getDictations(filter, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });

export function useDictations(filter: DictationListFilter, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...dictationsQueryOptions(filter), enabled: options.enabled ?? true });
}
