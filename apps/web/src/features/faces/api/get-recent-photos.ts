import type { PhotosPage } from '@photodossier/domain/media-record';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const RECENT_PHOTOS_LIMIT = 24;

// Rooted at 'photos' so uploads and deletions refresh the choice.
export const recentPhotosQueryOptions = () =>
  queryOptions({
    queryKey: ['photos', 'face-debug', RECENT_PHOTOS_LIMIT] as const,
    queryFn: () => apiRequest<PhotosPage>(`/api/v1/photos?scope=all&limit=${RECENT_PHOTOS_LIMIT}`),
  });

/** The user's latest photos and videos, to pick one to analyse. */
export function useRecentPhotos() {
  return useQuery(recentPhotosQueryOptions());
}
