import { startRegistration, type RegistrationResponseJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { passkeyCeremonyError } from '../lib/passkey-errors';
import { useSessionCache } from '../hooks/use-session-cache';
import { generatePasskeyRegisterOptions } from './generate-passkey-register-options';
import { passkeysQueryKey, type Passkey } from './list-user-passkeys';

/** `POST /api/auth/passkey/verify-registration`: stores the new key under `name`. */
export function verifyPasskeyRegistration(input: {
  response: RegistrationResponseJSON;
  name: string;
}): Promise<Passkey> {
  return apiRequest('/api/auth/passkey/verify-registration', { method: 'POST', json: input });
}

/** The whole ceremony: server challenge, the browser's key prompt, then the server's check. */
export async function registerPasskey(name: string): Promise<Passkey> {
  const optionsJSON = await generatePasskeyRegisterOptions();
  let response: RegistrationResponseJSON;
  try {
    response = await startRegistration({ optionsJSON });
  } catch (error) {
    throw passkeyCeremonyError(error, 'auth.passkey_failed');
  }
  return verifyPasskeyRegistration({ response, name });
}

export function useRegisterPasskey() {
  const queryClient = useQueryClient();
  const sessionCache = useSessionCache();
  return useMutation({
    mutationFn: registerPasskey,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
        sessionCache.refresh(),
      ]);
    },
  });
}
