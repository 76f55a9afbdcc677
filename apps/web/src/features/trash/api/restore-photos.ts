import { TRASH_IDS_MAX, type TrashRestoreResult } from '@photodossier/domain/storage-media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterTrashChange } from './refresh-trash';

/** Takes photos out of the trash (POST /api/v1/trash/photos/restore), variants included. */
export async function restorePhotos(ids: readonly string[]): Promise<TrashRestoreResult> {
  const result: TrashRestoreResult = { restored: 0, ids: [] };
  for (let start = 0; start < ids.length; start += TRASH_IDS_MAX) {
    const answer = await apiRequest<TrashRestoreResult>('/api/v1/trash/photos/restore', {
      method: 'POST',
      json: { ids: ids.slice(start, start + TRASH_IDS_MAX) },
    });
    result.restored += answer.restored;
    result.ids.push(...answer.ids);
  }
  return result;
}

export function useRestorePhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => restorePhotos(ids),
    onSettled: () => refreshAfterTrashChange(queryClient),
  });
}
