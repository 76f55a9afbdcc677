import { TRASH_IDS_MAX, type TrashRestoreResult } from '@photodossier/domain/storage-media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterTrashChange } from '@/lib/api/refresh-after-trash-change';

/** Restores trashed photos (POST /api/v1/trash/photos/restore), in batches the server accepts. */
export async function restoreFromTrash(ids: readonly string[]): Promise<TrashRestoreResult> {
  const restored: TrashRestoreResult = { restored: 0, ids: [] };
  for (let start = 0; start < ids.length; start += TRASH_IDS_MAX) {
    const answer = await apiRequest<TrashRestoreResult>('/api/v1/trash/photos/restore', {
      method: 'POST',
      json: { ids: ids.slice(start, start + TRASH_IDS_MAX) },
    });
    restored.restored += answer.restored;
    restored.ids.push(...answer.ids);
  }
  return restored;
}

export function useRestoreFromTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreFromTrash,
    onSettled: () => refreshAfterTrashChange(queryClient),
  });
}
