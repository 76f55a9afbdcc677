import type { PhotoScope, PhotosPage } from '@photodossier/domain/media-record';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { photoKeys, type PhotoListScope } from './query-keys';

export type { PhotoListScope } from './query-keys';

/** Big pages: a gallery of 10,000 photos loads in 50 calls while the user scrolls. */
export const GALLERY_PAGE_SIZE = 200;

/** GET /api/v1/photos: one page of a scope, newest first. */
export function getPhotosPage(
  list: PhotoListScope,
  cursor: string | null,
  limit = GALLERY_PAGE_SIZE,
): Promise<PhotosPage> {
  const scope: PhotoScope = list.scope;
  const query = new URLSearchParams({ scope, limit: String(limit) });
  if (list.scope === 'patient') query.set('patient_id', list.patientId);
  if (cursor) query.set('cursor', cursor);
  return apiRequest<PhotosPage>(`/api/v1/photos?${query.toString()}`);
}

export const photosQueryOptions = (list: PhotoListScope) =>
  infiniteQueryOptions({
    queryKey: photoKeys.list(list),
    queryFn: ({ pageParam }) => getPhotosPage(list, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** Photos of a scope, newest first, page after page (GET /api/v1/photos). */
export function usePhotos(list: PhotoListScope) {
  return useInfiniteQuery(photosQueryOptions(list));
}
