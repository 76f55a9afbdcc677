import type { ComparisonBody, ComparisonRecord } from '@photodossier/domain/comparison';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { comparisonsQueryKey } from './get-patient-comparisons';

/** Creates the comparison, or replaces the saved one with this id. */
export function saveComparison(id: string | null, body: ComparisonBody): Promise<ComparisonRecord> {
  return id
    ? apiRequest<ComparisonRecord>(`/api/v1/comparisons/${encodeURIComponent(id)}`, {
        method: 'PUT',
        json: body,
      })
    : apiRequest<ComparisonRecord>('/api/v1/comparisons', { method: 'POST', json: body });
}

export function useSaveComparison() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ComparisonBody }) =>
      saveComparison(id, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData([...comparisonsQueryKey, 'detail', saved.id], saved);
      await queryClient.invalidateQueries({
        queryKey: [...comparisonsQueryKey, 'patient', saved.patient_id],
      });
    },
  });
}
