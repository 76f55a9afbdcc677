import type { PhotoScope, PhotosPage } from '@photodossier/domain/media-record';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Big pages: a gallery of 10,000 photos loads in 50 calls while the user scrolls. */
export const GALLERY_PAGE_SIZE = 200;

export type PhotoListScope =
  { scope: 'all' } | { scope: 'unassigned' } | { scope: 'patient'; patientId: string };

export function photosQueryKey(list: PhotoListScope) {
  return ['photos', list.scope, list.scope === 'patient' ? list.patientId : null] as const;
}

export function getPhotosPage(list: PhotoListScope, cursor: string | null): Promise<PhotosPage> {
  const scope: PhotoScope = list.scope;
  const query = new URLSearchParams({ scope, limit: String(GALLERY_PAGE_SIZE) });
  if (list.scope === 'patient') query.set('patient_id', list.patientId);
  if (cursor) query.set('cursor', cursor);
  return apiRequest<PhotosPage>(`/api/v1/photos?${query.toString()}`);
}

export const photosQueryOptions = (list: PhotoListScope) =>
  infiniteQueryOptions({
    queryKey: photosQueryKey(list),
    queryFn: ({ pageParam }) => getPhotosPage(list, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** Photos of a scope, newest first, page after page (GET /api/v1/photos). */
export function usePhotos(list: PhotoListScope) {
  return useInfiniteQuery(photosQueryOptions(list));
}
