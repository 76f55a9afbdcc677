import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { comparisonsQueryKey } from './get-patient-comparisons';

export function deleteComparison(id: string): Promise<void> {
  return apiRequest<void>(`/api/v1/comparisons/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deletes a saved comparison; the links sharing it stop working. */
export function useDeleteComparison() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComparison,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: comparisonsQueryKey }),
  });
}
