import type { PhotoRecord } from '@photodossier/domain/media-record';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { photoKeys } from './query-keys';

/** GET /api/v1/photos/{id}: the viewer's photo, and the one a resumed upload became. */
export function getPhoto(id: string): Promise<PhotoRecord> {
  return apiRequest<PhotoRecord>(`/api/v1/photos/${encodeURIComponent(id)}`);
}

export const photoQueryOptions = (id: string) =>
  queryOptions({
    queryKey: photoKeys.detail(id),
    queryFn: () => getPhoto(id),
  });

/** One photo or video of the user; a deleted one or another user's answers 404. */
export function usePhoto(id: string) {
  return useQuery(photoQueryOptions(id));
}
