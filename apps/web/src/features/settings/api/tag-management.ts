import type { TagPatch, TagPatchResult, TagUsageList } from '@photodossier/domain/tag-record';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { tagsQueryKey } from '@/lib/api/get-tags';
import { patientKeys, photoKeys } from '@/lib/api/query-keys';

// Under the tags root: a tags.changed live event refreshes the counts with the pickers.
export const tagUsageQueryKey = [...tagsQueryKey, 'usage'] as const;

/** `GET /api/v1/tags/usage`: every tag with how many patients or photos carry it. */
export function getTagUsage(signal?: AbortSignal): Promise<TagUsageList> {
  return apiRequest<TagUsageList>('/api/v1/tags/usage', { signal });
}

export const tagUsageQueryOptions = queryOptions({
  queryKey: tagUsageQueryKey,
  queryFn: ({ signal }) => getTagUsage(signal),
});

export function useTagUsage() {
  return useQuery(tagUsageQueryOptions);
}

/** `PATCH /api/v1/tags/:id`: rename (a taken name merges) and/or recolour. */
export function patchTag(id: string, patch: TagPatch): Promise<TagPatchResult> {
  return apiRequest(`/api/v1/tags/${encodeURIComponent(id)}`, { method: 'PATCH', json: patch });
}

/** `DELETE /api/v1/tags/:id`: the tag leaves the vocabulary and every patient or photo. */
export function deleteTag(id: string): Promise<void> {
  return apiRequest(`/api/v1/tags/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Tags, patients and photos all show tag names: each refetches after a change. */
function useRefreshAfterTagChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tagsQueryKey }),
      queryClient.invalidateQueries({ queryKey: patientKeys.all }),
      queryClient.invalidateQueries({ queryKey: photoKeys.all }),
    ]);
}

export function usePatchTag() {
  const refresh = useRefreshAfterTagChange();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TagPatch }) => patchTag(id, patch),
    onSettled: refresh,
  });
}

export function useDeleteTag() {
  const refresh = useRefreshAfterTagChange();
  return useMutation({ mutationFn: deleteTag, onSettled: refresh });
}
