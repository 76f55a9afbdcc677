import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';
import { useSessionCache } from '../hooks/use-session-cache';

export type SignUpWithEmailInput = { name: string; email: string; password: string };

/** The verification link brings the user back to /verify-email, which then opens the app. */
export const verifiedCallbackUrl = `${paths.verifyEmail}?verified=1`;

export function signUpWithEmail(input: SignUpWithEmailInput): Promise<unknown> {
  return apiRequest('/api/auth/sign-up/email', {
    method: 'POST',
    json: { ...input, callbackURL: verifiedCallbackUrl },
  });
}

/** Creates the account (the server mails the verification link) and reads the new session. */
export function useSignUpWithEmail() {
  const sessionCache = useSessionCache();
  return useMutation({
    mutationFn: signUpWithEmail,
    onSuccess: async () => {
      await sessionCache.signedIn();
    },
  });
}
