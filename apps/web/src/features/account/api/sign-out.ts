import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSessionCache } from '../hooks/use-session-cache';

/** Ends this browser's active session (decision 0010). */
export function signOut(): Promise<unknown> {
  return apiRequest('/api/auth/sign-out', { method: 'POST', json: {} });
}

export function useSignOut() {
  const sessionCache = useSessionCache();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => sessionCache.signedOut(),
  });
}
