import type { DriveItemRecord } from '@photodossier/domain/drive';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { driveKeys } from '@/lib/api/query-keys';

export function moveDriveItem(input: {
  id: string;
  parentId: string | null;
}): Promise<DriveItemRecord> {
  return apiRequest<DriveItemRecord>(`/api/v1/drive/items/${encodeURIComponent(input.id)}/move`, {
    method: 'POST',
    json: { parent_id: input.parentId },
  });
}

export function useMoveDriveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveDriveItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driveKeys.all }),
  });
}
