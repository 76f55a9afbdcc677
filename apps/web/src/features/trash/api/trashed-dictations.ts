import type { DictationList, DictationRecord } from '@photodossier/domain/dictation';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterTrashChange } from '@/lib/api/refresh-after-trash-change';
import { dictationKeys } from '@/lib/api/query-keys';

// Rooted at the live-event resource: `dictations.changed` (a deletion in another tab) refreshes it.
const trashedDictationsQueryKey = dictationKeys.trash();

export function getTrashedDictations(
  cursor: number | null,
  signal?: AbortSignal,
): Promise<DictationList> {
  const query = cursor === null ? '' : `?cursor=${cursor}`;
  return apiRequest(`/api/v1/dictations/trash${query}`, { signal });
}

/** Only asked while the dictaphone is on: the API refuses it otherwise. */
export function useTrashedDictations(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: trashedDictationsQueryKey,
    queryFn: ({ pageParam, signal }) => getTrashedDictations(pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
  });
}

export function restoreDictation(id: string): Promise<DictationRecord> {
  return apiRequest(`/api/v1/dictations/${encodeURIComponent(id)}/restore`, { method: 'POST' });
}

export function eraseDictation(id: string): Promise<void> {
  return apiRequest(`/api/v1/dictations/${encodeURIComponent(id)}/permanent`, {
    method: 'DELETE',
  });
}

export function useRestoreDictation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreDictation,
    onSettled: () => refreshAfterTrashChange(queryClient),
  });
}

export function useEraseDictation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseDictation,
    onSettled: () => refreshAfterTrashChange(queryClient),
  });
}
