import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getStorageMediaPage } from '@/lib/api/get-storage-media';
import { photoKeys } from '@/lib/api/query-keys';

// Newest photos first: the order the galleries showed them in before they were deleted.
export function getTrashedMediaPage(cursor: string | null) {
  return getStorageMediaPage({ view: 'trash', sort: 'date', type: 'all' }, cursor);
}

export const trashedMediaQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: photoKeys.trash(),
    queryFn: ({ pageParam }) => getTrashedMediaPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** Photos and videos in the trash, page after page (GET /api/v1/storage/media?view=trash). */
export function useTrashedMedia() {
  return useInfiniteQuery(trashedMediaQueryOptions());
}
