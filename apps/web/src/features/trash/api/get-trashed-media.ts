import type { StorageMediaPage } from '@photodossier/domain/storage-media';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const TRASHED_MEDIA_PAGE_SIZE = 100;

// Rooted at `photos`: photos.changed (a photo moved to or out of the trash, or deleted)
// refreshes the list wherever the change was made.
export const trashedMediaQueryKey = ['photos', 'trash'] as const;

// Newest photos first: the order the galleries showed them in before they were deleted.
export function getTrashedMediaPage(cursor: string | null): Promise<StorageMediaPage> {
  const query = new URLSearchParams({
    view: 'trash',
    sort: 'date',
    type: 'all',
    limit: String(TRASHED_MEDIA_PAGE_SIZE),
  });
  if (cursor) query.set('cursor', cursor);
  return apiRequest<StorageMediaPage>(`/api/v1/storage/media?${query.toString()}`);
}

export const trashedMediaQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: trashedMediaQueryKey,
    queryFn: ({ pageParam }) => getTrashedMediaPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** Photos and videos in the trash, page after page (GET /api/v1/storage/media?view=trash). */
export function useTrashedMedia() {
  return useInfiniteQuery(trashedMediaQueryOptions());
}
