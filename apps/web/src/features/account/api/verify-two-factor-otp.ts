import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSessionCache } from '../hooks/use-session-cache';

/** Answers the sign-in challenge with the code received by SMS (decision 0010). */
export function verifyTwoFactorOtp(code: string): Promise<unknown> {
  return apiRequest('/api/auth/two-factor/verify-otp', { method: 'POST', json: { code } });
}

export function useVerifyTwoFactorOtp() {
  const sessionCache = useSessionCache();
  return useMutation({ mutationFn: verifyTwoFactorOtp, onSuccess: () => sessionCache.signedIn() });
}
