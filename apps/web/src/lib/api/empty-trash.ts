import type { TrashDeleteResult } from '@photodossier/domain/storage-media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterTrashChange } from '@/lib/api/refresh-after-trash-change';

/** Deletes everything in the trash for good (POST /api/v1/trash/empty). */
export function emptyTrash(): Promise<TrashDeleteResult> {
  return apiRequest<TrashDeleteResult>('/api/v1/trash/empty', { method: 'POST' });
}

export function useEmptyTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: emptyTrash,
    onSettled: () => refreshAfterTrashChange(queryClient),
  });
}
