import type { DriveItemRecord } from '@photodossier/domain/drive';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { driveKeys } from '@/lib/api/query-keys';

export function renameDriveItem(input: { id: string; name: string }): Promise<DriveItemRecord> {
  return apiRequest<DriveItemRecord>(`/api/v1/drive/items/${encodeURIComponent(input.id)}`, {
    method: 'PATCH',
    json: { name: input.name },
  });
}

export function useRenameDriveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameDriveItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driveKeys.all }),
  });
}
