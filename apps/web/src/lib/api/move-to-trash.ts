import { TRASH_IDS_MAX } from '@photodossier/domain/storage-media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterTrashChange } from './refresh-after-trash-change';

/**
 * The one fetcher of POST /api/v1/photos/delete: the gallery's delete and the storage manager's
 * both move through it. Moves active media to the trash (soft delete, POST /api/v1/photos/delete), in batches the
 * server accepts. Returns every id moved, linked variants included.
 */
export async function moveToTrash(ids: readonly string[]): Promise<string[]> {
  const moved: string[] = [];
  for (let start = 0; start < ids.length; start += TRASH_IDS_MAX) {
    const answer = await apiRequest<{ ids: string[] }>('/api/v1/photos/delete', {
      method: 'POST',
      json: { ids: ids.slice(start, start + TRASH_IDS_MAX) },
    });
    moved.push(...answer.ids);
  }
  return moved;
}

export function useMoveToTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveToTrash,
    onSettled: () => refreshAfterTrashChange(queryClient),
  });
}
