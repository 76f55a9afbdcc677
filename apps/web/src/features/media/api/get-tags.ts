import type { TagList } from '@photodossier/domain/tag-record';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getTags(): Promise<TagList> {
  return apiRequest<TagList>('/api/v1/tags');
}

export const tagsQueryOptions = queryOptions({
  queryKey: ['tags'] as const,
  queryFn: getTags,
});

/** The user's tag names, offered when tagging a photo. */
export function useTags() {
  return useQuery(tagsQueryOptions);
}
