import type { DictationList, DictationRecord } from '@photodossier/domain/dictation';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dictationKeys } from '@/lib/api/query-keys';

// Rooted at the live-event resource: `dictations.changed` refreshes lists and records.
export const dictationsQueryKey = dictationKeys.all;

export function getDictations(
  q: string,
  cursor: number | null,
  signal?: AbortSignal,
): Promise<DictationList> {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (cursor !== null) params.set('cursor', String(cursor));
  const query = params.toString();
  return apiRequest(`/api/v1/dictations${query ? `?${query}` : ''}`, { signal });
}

export const dictationsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...dictationsQueryKey, 'list', q.trim()],
    queryFn: ({ pageParam, signal }) => getDictations(q, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });

export function useDictations(q: string) {
  return useInfiniteQuery(dictationsQueryOptions(q));
}

export function dictationAudioUrl(id: string, download = false): string {
  return `/api/v1/dictations/${encodeURIComponent(id)}/audio${download ? '?download=1' : ''}`;
}

export function getDictation(id: string): Promise<DictationRecord> {
  return apiRequest(`/api/v1/dictations/${encodeURIComponent(id)}`);
}
