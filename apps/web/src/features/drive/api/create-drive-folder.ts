import type { DriveItemRecord } from '@photodossier/domain/drive';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { driveKeys } from '@/lib/api/query-keys';

export function createDriveFolder(input: {
  name: string;
  parentId: string | null;
}): Promise<DriveItemRecord> {
  return apiRequest<DriveItemRecord>('/api/v1/drive/folders', {
    method: 'POST',
    json: { name: input.name, parent_id: input.parentId },
  });
}

export function useCreateDriveFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDriveFolder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driveKeys.all }),
  });
}
