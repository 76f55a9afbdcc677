import type { PhotoRecord } from '@photodossier/domain/media-record';
import { useQueries } from '@tanstack/react-query';
import { photoQueryOptions } from '@/lib/api/get-photo';

/** Several photos by id, in the order given; null until all are there, [] ids give []. */
export function usePhotoRecords(ids: readonly string[]): {
  photos: PhotoRecord[] | null;
  failed: boolean;
} {
  return useQueries({
    queries: ids.map((id) => photoQueryOptions(id)),
    combine: (results) => ({
      photos: results.every((result) => result.data)
        ? results.map((result) => result.data as PhotoRecord)
        : null,
      failed: results.some((result) => result.isError),
    }),
  });
}
