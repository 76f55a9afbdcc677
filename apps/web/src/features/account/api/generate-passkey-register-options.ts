import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/auth/passkey/generate-register-options`: the WebAuthn creation challenge. */
export function generatePasskeyRegisterOptions(): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return apiRequest('/api/auth/passkey/generate-register-options');
}
