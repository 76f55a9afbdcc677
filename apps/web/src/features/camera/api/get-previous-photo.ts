import type { PhotoRecord, PhotosPage } from '@photodossier/domain/media-record';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// Newest first: the latest image is nearly always on the first page; videos are skipped.
const LOOKUP_PAGE_SIZE = 20;

export async function getPreviousPhoto(patientId: string): Promise<PhotoRecord | null> {
  const query = new URLSearchParams({
    scope: 'patient',
    patient_id: patientId,
    limit: String(LOOKUP_PAGE_SIZE),
  });
  const page = await apiRequest<PhotosPage>(`/api/v1/photos?${query.toString()}`);
  return page.items.find((photo) => photo.media_type === 'image') ?? null;
}

// Under 'photos': a new photo of the patient becomes the next ghost when live events arrive.
export const previousPhotoQueryOptions = (patientId: string) =>
  queryOptions({
    queryKey: ['photos', 'camera-ghost', patientId],
    queryFn: () => getPreviousPhoto(patientId),
    staleTime: 60_000,
  });

/** The patient's latest image, shown as a ghost to align a before/after shot. */
export function usePreviousPhoto(patientId: string | null) {
  return useQuery({ ...previousPhotoQueryOptions(patientId ?? ''), enabled: Boolean(patientId) });
}
