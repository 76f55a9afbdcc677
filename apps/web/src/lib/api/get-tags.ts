import type { TagList } from '@photodossier/domain/tag-record';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// Rooted at 'tags': a tags.changed live event refreshes the pickers and the filter.
export const tagsQueryKey = ['tags'] as const;

export function getTags(signal?: AbortSignal): Promise<TagList> {
  return apiRequest<TagList>('/api/v1/tags', { signal });
}

// Shared by the patients and media features: one request serves every picker and filter.
export const tagsQueryOptions = queryOptions({
  queryKey: tagsQueryKey,
  queryFn: ({ signal }) => getTags(signal),
});

/** The user's tags as the server lists them. */
export function useTags() {
  return useQuery(tagsQueryOptions);
}

/** The names of the user's tags, sorted for the pickers. */
export function useTagNames(): string[] {
  const { data } = useQuery({ ...tagsQueryOptions, select: sortedTagNames });
  return data ?? noTags;
}

const noTags: string[] = [];

function sortedTagNames(list: TagList): string[] {
  return list.items
    .map((tag) => tag.name)
    .sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
}
