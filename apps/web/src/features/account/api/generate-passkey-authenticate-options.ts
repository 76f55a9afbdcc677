import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/auth/passkey/generate-authenticate-options`: the WebAuthn sign-in challenge. */
export function generatePasskeyAuthenticateOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return apiRequest('/api/auth/passkey/generate-authenticate-options');
}
