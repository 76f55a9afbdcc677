import type { ErrorCode } from '@photodossier/domain/errors';
import type { MessageParams } from '@photodossier/domain/message-format';
import { PASSWORD_MIN_LENGTH } from '@photodossier/domain/password-rules';

interface MappedError {
  readonly code: ErrorCode;
  readonly params?: MessageParams;
}

// better-auth's error codes (its core and the plugins we use) → our catalogue, so the web
// shows the spec's texts whatever part of the stack refused.
const BY_AUTH_CODE: Readonly<Record<string, MappedError>> = {
  INVALID_EMAIL_OR_PASSWORD: { code: 'auth.invalid_credentials' },
  INVALID_PASSWORD: { code: 'auth.wrong_password' },
  CREDENTIAL_ACCOUNT_NOT_FOUND: { code: 'auth.invalid_credentials' },
  PASSWORD_TOO_SHORT: { code: 'password.too_short', params: { min: PASSWORD_MIN_LENGTH } },
  PASSWORD_TOO_LONG: { code: 'password.too_weak' },
  USER_ALREADY_EXISTS: { code: 'auth.email_taken' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: 'auth.email_taken' },
  INVALID_EMAIL: { code: 'validation.invalid_email' },
  SESSION_NOT_FRESH: { code: 'auth.reauthentication_required' },
  SESSION_EXPIRED: { code: 'auth.reauthentication_required' },
  INVALID_TWO_FACTOR_COOKIE: { code: 'auth.reauthentication_required' },
  INVALID_CODE: { code: 'auth.invalid_code' },
  INVALID_OTP: { code: 'auth.invalid_code' },
  INVALID_BACKUP_CODE: { code: 'auth.invalid_code' },
  OTP_HAS_EXPIRED: { code: 'auth.code_expired' },
  OTP_EXPIRED: { code: 'auth.code_expired' },
  OTP_NOT_FOUND: { code: 'auth.code_expired' },
  TOO_MANY_ATTEMPTS: { code: 'auth.too_many_attempts' },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: { code: 'auth.too_many_attempts' },
  ACCOUNT_TEMPORARILY_LOCKED: { code: 'auth.too_many_attempts' },
  INVALID_PHONE_NUMBER: { code: 'validation.invalid_phone' },
  TOTP_ALREADY_ENABLED: { code: 'auth.totp_already_enabled' },
  PHONE_NUMBER_EXIST: { code: 'mfa.phone_already_used' },
  PREVIOUSLY_REGISTERED: { code: 'passkey.already_registered' },
  UNAUTHORIZED: { code: 'auth.unauthenticated' },
  FAILED_TO_GET_SESSION: { code: 'auth.unauthenticated' },
};

const PASSKEY_CODE = /PASSKEY|AUTHENTICATION_FAILED|CHALLENGE/;

/** The problem code for a better-auth error answer (status and its JSON body's `code`). */
export function mapAuthError(status: number, authCode: string | undefined): MappedError {
  if (status === 429) return { code: 'auth.too_many_attempts' };
  const mapped = authCode ? BY_AUTH_CODE[authCode] : undefined;
  if (mapped) return mapped;
  if (authCode && PASSKEY_CODE.test(authCode)) return { code: 'auth.passkey_failed' };
  if (status === 401) return { code: 'auth.unauthenticated' };
  if (status === 403 && authCode?.includes('ORIGIN')) return { code: 'auth.origin_refused' };
  if (status === 404) return { code: 'request.not_found' };
  if (status >= 500) return { code: 'request.internal' };
  return { code: 'request.validation_failed' };
}
