import type { TagKind, TagList, TagRecord } from '@photodossier/domain/tag-record';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { apiRequest } from '@/lib/api-client';

// Rooted at 'tags': a tags.changed live event refreshes the pickers and the filter.
export const tagsQueryKey = ['tags'] as const;

export function getTags(signal?: AbortSignal): Promise<TagList> {
  return apiRequest<TagList>('/api/v1/tags', { signal });
}

// Shared by the patients and media features: one request serves every picker and filter, each
// keeping the tags of its own kind (patient tags and photo tags are apart, decision 0033).
export const tagsQueryOptions = queryOptions({
  queryKey: tagsQueryKey,
  queryFn: ({ signal }) => getTags(signal),
});

/** The user's tags of one kind, as the server lists them. */
export function useTags(kind: TagKind) {
  const select = useCallback(
    (list: TagList): TagRecord[] => list.items.filter((tag) => tag.kind === kind),
    [kind],
  );
  return useQuery({ ...tagsQueryOptions, select });
}

/** The names of the user's tags of one kind, sorted for the pickers. */
export function useTagNames(kind: TagKind): string[] {
  const { data } = useTags(kind);
  return useMemo(() => (data ? sortedTagNames(data) : noTags), [data]);
}

const noTags: string[] = [];

function sortedTagNames(tags: readonly TagRecord[]): string[] {
  return tags
    .map((tag) => tag.name)
    .sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
}
