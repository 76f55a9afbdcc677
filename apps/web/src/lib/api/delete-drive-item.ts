import type { DriveDeleteResult } from '@photodossier/domain/drive';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { driveKeys, storageKeys } from '@/lib/api/query-keys';

export function deleteDriveItem(id: string): Promise<DriveDeleteResult> {
  return apiRequest<DriveDeleteResult>(`/api/v1/drive/items/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

/** Permanent: the item, everything in it and the stored files (no trash step). */
export function useDeleteDriveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDriveItem,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: driveKeys.all }),
        queryClient.invalidateQueries({ queryKey: storageKeys.all }),
      ]),
  });
}
