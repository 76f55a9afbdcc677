import type { TrashDeleteResult } from '@photodossier/domain/storage-media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterStorageChange } from './refresh-after-change';

/** Deletes everything in the trash for good (POST /api/v1/trash/empty). */
export function emptyTrash(): Promise<TrashDeleteResult> {
  return apiRequest<TrashDeleteResult>('/api/v1/trash/empty', { method: 'POST' });
}

export function useEmptyTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: emptyTrash,
    onSettled: () => refreshAfterStorageChange(queryClient),
  });
}
