import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { verifiedCallbackUrl } from './sign-up-email';

/** Mails a new verification link to the address (decision 0010). */
export function sendVerificationEmail(email: string): Promise<unknown> {
  return apiRequest('/api/auth/send-verification-email', {
    method: 'POST',
    json: { email, callbackURL: verifiedCallbackUrl },
  });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
