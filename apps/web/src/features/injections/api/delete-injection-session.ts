import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { injectionsQueryKey } from './get-injection-sessions';

export function deleteInjectionSession(id: string): Promise<void> {
  return apiRequest<void>(`/api/v1/injection-sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useDeleteInjectionSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInjectionSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: injectionsQueryKey }),
  });
}
