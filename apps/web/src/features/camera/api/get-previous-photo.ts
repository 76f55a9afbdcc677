import type { PhotoListItem } from '@photodossier/domain/media-record';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPhotosPage } from '@/lib/api/get-photos';
import { photoKeys } from '@/lib/api/query-keys';

// Newest first: the latest image is nearly always on the first page; videos are skipped.
const LOOKUP_PAGE_SIZE = 20;

export async function getPreviousPhoto(patientId: string): Promise<PhotoListItem | null> {
  const page = await getPhotosPage({ scope: 'patient', patientId }, null, LOOKUP_PAGE_SIZE);
  return page.items.find((photo) => photo.media_type === 'image') ?? null;
}

// Under 'photos': a new photo of the patient becomes the next ghost when live events arrive.
export const previousPhotoQueryOptions = (patientId: string) =>
  queryOptions({
    queryKey: photoKeys.cameraGhost(patientId),
    queryFn: () => getPreviousPhoto(patientId),
    staleTime: 60_000,
  });

/** The patient's latest image, shown as a ghost to align a before/after shot. */
export function usePreviousPhoto(patientId: string | null) {
  return useQuery({ ...previousPhotoQueryOptions(patientId ?? ''), enabled: Boolean(patientId) });
}
