import { TRASH_IDS_MAX, type TrashDeleteResult } from '@photodossier/domain/storage-media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterTrashChange } from '@/lib/api/refresh-after-trash-change';

/**
 * Deletes trashed photos for good (POST /api/v1/trash/photos/delete): files, thumbnails and
 * face embeddings go, then the records.
 */
export async function deletePermanently(ids: readonly string[]): Promise<TrashDeleteResult> {
  const total: TrashDeleteResult = { photos: 0, patients: 0, drive_files: 0, freed_bytes: 0 };
  for (let start = 0; start < ids.length; start += TRASH_IDS_MAX) {
    const answer = await apiRequest<TrashDeleteResult>('/api/v1/trash/photos/delete', {
      method: 'POST',
      json: { ids: ids.slice(start, start + TRASH_IDS_MAX) },
    });
    total.photos += answer.photos;
    total.patients += answer.patients;
    total.drive_files += answer.drive_files;
    total.freed_bytes += answer.freed_bytes;
  }
  return total;
}

export function useDeletePermanently() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePermanently,
    onSettled: () => refreshAfterTrashChange(queryClient),
  });
}
