import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { techniquesQueryKey } from './get-techniques';

export function deleteTechnique(id: string): Promise<void> {
  return apiRequest(`/api/v1/surgical-techniques/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteTechnique() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTechnique,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: techniquesQueryKey }),
  });
}
