import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { patientKeys } from '@/lib/api/query-keys';

/** Moves the patient to the trash (spec 01 §4: the delete is soft). */
export function deletePatient(id: string): Promise<void> {
  return apiRequest<void>(`/api/v1/patients/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeletePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePatient,
    onSuccess: async (_result, id) => {
      // The record page still shows it while it leaves; elsewhere it is gone from the cache.
      queryClient.removeQueries({
        queryKey: patientKeys.detail(id),
        type: 'inactive',
      });
      await queryClient.invalidateQueries({ queryKey: patientKeys.lists() });
    },
  });
}
