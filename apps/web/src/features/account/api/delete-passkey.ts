import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSessionCache } from '../hooks/use-session-cache';
import { passkeysQueryKey } from './list-user-passkeys';

/** `POST /api/auth/passkey/delete-passkey`. */
export function deletePasskey(id: string): Promise<unknown> {
  return apiRequest('/api/auth/passkey/delete-passkey', { method: 'POST', json: { id } });
}

export function useDeletePasskey() {
  const queryClient = useQueryClient();
  const sessionCache = useSessionCache();
  return useMutation({
    mutationFn: deletePasskey,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
        sessionCache.refresh(),
      ]);
    },
  });
}
