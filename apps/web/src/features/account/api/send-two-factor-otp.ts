import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Sends the sign-in code by SMS to the user's verified phone (decision 0010). */
export function sendTwoFactorOtp(): Promise<unknown> {
  return apiRequest('/api/auth/two-factor/send-otp', { method: 'POST', json: {} });
}

export function useSendTwoFactorOtp() {
  return useMutation({ mutationFn: sendTwoFactorOtp });
}
