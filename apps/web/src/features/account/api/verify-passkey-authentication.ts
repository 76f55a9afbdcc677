import { startAuthentication, type AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { passkeyCeremonyError } from '../lib/passkey-errors';
import { useSessionCache } from '../hooks/use-session-cache';
import { generatePasskeyAuthenticateOptions } from './generate-passkey-authenticate-options';

/** `POST /api/auth/passkey/verify-authentication`: signs in when the key's answer checks out. */
export function verifyPasskeyAuthentication(
  response: AuthenticationResponseJSON,
): Promise<unknown> {
  return apiRequest('/api/auth/passkey/verify-authentication', {
    method: 'POST',
    json: { response },
  });
}

/** The whole sign-in ceremony: server challenge, the browser's key prompt, the server's check. */
export async function signInWithPasskey(): Promise<void> {
  const optionsJSON = await generatePasskeyAuthenticateOptions();
  let response: AuthenticationResponseJSON;
  try {
    response = await startAuthentication({ optionsJSON });
  } catch (error) {
    throw passkeyCeremonyError(error, 'auth.passkey_failed');
  }
  await verifyPasskeyAuthentication(response);
}

export function useSignInWithPasskey() {
  const sessionCache = useSessionCache();
  return useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: async () => {
      await sessionCache.signedIn();
    },
  });
}
