import { WebAuthnError } from '@simplewebauthn/browser';
import type { ErrorCode } from '@photodossier/domain/errors';
import { ApiError, translateErrorCode } from '@/lib/api-client';

function errorName(error: unknown): string | undefined {
  return error instanceof Error ? error.name : undefined;
}

/**
 * What the browser's key prompt failed with, as an ApiError (status 0: the server never saw it)
 * carrying a domain code, so forms show it like any other refusal: a cancelled or timed-out
 * prompt, a key that is already registered, or no WebAuthn at all.
 */
export function passkeyCeremonyError(error: unknown, fallback: ErrorCode): ApiError {
  let code: ErrorCode = fallback;
  if (
    error instanceof WebAuthnError &&
    error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'
  ) {
    code = 'passkey.already_registered';
  } else if (
    (error instanceof WebAuthnError && error.code === 'ERROR_CEREMONY_ABORTED') ||
    errorName(error) === 'NotAllowedError' ||
    errorName(error) === 'AbortError'
  ) {
    code = 'passkey.cancelled';
  } else if (
    errorName(error) === 'NotSupportedError' ||
    /does not support WebAuthn/i.test(String(error))
  ) {
    code = 'passkey.not_supported';
  }
  return new ApiError(code, {}, 0, translateErrorCode(code));
}
