import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dictationsQueryKey } from '@/lib/api/get-dictations';

/** To the trash, like a photo. */
export function deleteDictation(id: string): Promise<void> {
  return apiRequest(`/api/v1/dictations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteDictation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDictation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dictationsQueryKey }),
  });
}
