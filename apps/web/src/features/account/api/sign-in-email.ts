import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSessionCache } from '../hooks/use-session-cache';
import type { TwoFactorMethod } from '../types';

export type SignInWithEmailInput = { email: string; password: string };

/** Either signed in, or a second factor is needed before the session exists. */
export type SignInWithEmailResult =
  | { twoFactorRedirect: true; twoFactorMethods: TwoFactorMethod[] }
  | { twoFactorRedirect?: false; user: { id: string; email: string } };

export function signInWithEmail(input: SignInWithEmailInput): Promise<SignInWithEmailResult> {
  return apiRequest<SignInWithEmailResult>('/api/auth/sign-in/email', {
    method: 'POST',
    json: input,
  });
}

export function needsSecondFactor(
  result: SignInWithEmailResult,
): result is Extract<SignInWithEmailResult, { twoFactorRedirect: true }> {
  return result.twoFactorRedirect === true;
}

/** Signs in with e-mail and password; reads the new session unless a second factor is due. */
export function useSignInWithEmail() {
  const sessionCache = useSessionCache();
  return useMutation({
    mutationFn: signInWithEmail,
    onSuccess: async (result) => {
      if (!needsSecondFactor(result)) await sessionCache.signedIn();
    },
  });
}
