import type { PhotoNeighbours, PhotoScope } from '@photodossier/domain/media-record';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { photoKeys } from '@/lib/api/query-keys';

export function getPhotoNeighbours(id: string, scope: PhotoScope): Promise<PhotoNeighbours> {
  const query = new URLSearchParams({ scope });
  return apiRequest<PhotoNeighbours>(
    `/api/v1/photos/${encodeURIComponent(id)}/neighbours?${query.toString()}`,
  );
}

export const photoNeighboursQueryOptions = (id: string, scope: PhotoScope) =>
  queryOptions({
    queryKey: photoKeys.neighbours(id, scope),
    queryFn: () => getPhotoNeighbours(id, scope),
  });

/**
 * The photos before and after this one in the scope the viewer walks through. While the next
 * photo's answer loads, the previous one stays, so the arrows do not blink on every step.
 */
export function usePhotoNeighbours(id: string, scope: PhotoScope) {
  return useQuery({ ...photoNeighboursQueryOptions(id, scope), placeholderData: keepPreviousData });
}
