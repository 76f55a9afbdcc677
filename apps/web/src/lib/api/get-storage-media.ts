import type { StorageMediaPage } from '@photodossier/domain/storage-media';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { storageKeys, type StorageMediaFilters } from './query-keys';

export type { StorageMediaFilters } from './query-keys';

export const STORAGE_MEDIA_PAGE_SIZE = 100;

/** GET /api/v1/storage/media: the storage manager's media and the trash's, one page. */
export function getStorageMediaPage(
  filters: StorageMediaFilters,
  cursor: string | null,
): Promise<StorageMediaPage> {
  const query = new URLSearchParams({
    view: filters.view,
    sort: filters.sort,
    type: filters.type,
    limit: String(STORAGE_MEDIA_PAGE_SIZE),
  });
  if (cursor) query.set('cursor', cursor);
  return apiRequest<StorageMediaPage>(`/api/v1/storage/media?${query.toString()}`);
}

export const storageMediaQueryOptions = (filters: StorageMediaFilters) =>
  infiniteQueryOptions({
    queryKey: storageKeys.mediaList(filters),
    queryFn: ({ pageParam }) => getStorageMediaPage(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** The storage manager's media, page after page (GET /api/v1/storage/media). */
export function useStorageMedia(filters: StorageMediaFilters, enabled: boolean) {
  return useInfiniteQuery({ ...storageMediaQueryOptions(filters), enabled });
}
