import type { PhotoFaces } from '@photodossier/domain/face-record';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { facesQueryKey } from './faces-query-keys';

export function getPhotoFaces(photoId: string): Promise<PhotoFaces> {
  return apiRequest<PhotoFaces>(`/api/v1/faces/photos/${encodeURIComponent(photoId)}`);
}

export const photoFacesQueryOptions = (photoId: string) =>
  queryOptions({
    queryKey: [...facesQueryKey, 'photo', photoId] as const,
    queryFn: () => getPhotoFaces(photoId),
  });

/** The embeddings stored for one photo (the debug page shows them). */
export function usePhotoFaces(photoId: string | null) {
  return useQuery({ ...photoFacesQueryOptions(photoId ?? ''), enabled: photoId !== null });
}
