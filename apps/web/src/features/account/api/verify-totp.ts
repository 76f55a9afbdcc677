import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSessionCache } from '../hooks/use-session-cache';

/** Answers the sign-in challenge with the authenticator app's code (decision 0010). */
export function verifyTotp(code: string): Promise<unknown> {
  return apiRequest('/api/auth/two-factor/verify-totp', { method: 'POST', json: { code } });
}

export function useVerifyTotp() {
  const sessionCache = useSessionCache();
  return useMutation({ mutationFn: verifyTotp, onSuccess: () => sessionCache.signedIn() });
}
