import type { TrashDeleteResult } from '@photodossier/domain/storage-media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterTrashChange } from '@/lib/api/refresh-after-trash-change';

/** Deletes one trashed patient for good with its photos (DELETE /api/v1/trash/patients/:id). */
export function deletePatientPermanently(id: string): Promise<TrashDeleteResult> {
  return apiRequest<TrashDeleteResult>(`/api/v1/trash/patients/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

/** One call per patient; the counts add up for the "Éléments supprimés" toast. */
export async function deletePatientsPermanently(
  ids: readonly string[],
): Promise<TrashDeleteResult> {
  const total: TrashDeleteResult = { photos: 0, patients: 0, drive_files: 0, freed_bytes: 0 };
  for (const id of ids) {
    const answer = await deletePatientPermanently(id);
    total.photos += answer.photos;
    total.patients += answer.patients;
    total.drive_files += answer.drive_files;
    total.freed_bytes += answer.freed_bytes;
  }
  return total;
}

export function useDeletePatientsPermanently() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => deletePatientsPermanently(ids),
    onSettled: () => refreshAfterTrashChange(queryClient),
  });
}
