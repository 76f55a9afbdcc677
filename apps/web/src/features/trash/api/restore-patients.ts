import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterTrashChange } from '@/lib/api/refresh-after-trash-change';

/** Takes one patient out of the trash (POST /api/v1/trash/patients/:id/restore). */
export function restorePatient(id: string): Promise<unknown> {
  return apiRequest<unknown>(`/api/v1/trash/patients/${encodeURIComponent(id)}/restore`, {
    method: 'POST',
  });
}

/** Restores the patients one after the other; returns how many came back. */
export async function restorePatients(ids: readonly string[]): Promise<number> {
  let restored = 0;
  for (const id of ids) {
    await restorePatient(id);
    restored += 1;
  }
  return restored;
}

export function useRestorePatients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => restorePatients(ids),
    onSettled: () => refreshAfterTrashChange(queryClient),
  });
}
