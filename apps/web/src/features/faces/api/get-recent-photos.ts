import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPhotosPage } from '@/lib/api/get-photos';
import { photoKeys } from '@/lib/api/query-keys';

const RECENT_PHOTOS_LIMIT = 24;

// Rooted at 'photos' so uploads and deletions refresh the choice.
export const recentPhotosQueryOptions = () =>
  queryOptions({
    queryKey: photoKeys.recent(RECENT_PHOTOS_LIMIT),
    queryFn: () => getPhotosPage({ scope: 'all' }, null, RECENT_PHOTOS_LIMIT),
  });

/** The user's latest photos and videos, to pick one to analyse. */
export function useRecentPhotos() {
  return useQuery(recentPhotosQueryOptions());
}
