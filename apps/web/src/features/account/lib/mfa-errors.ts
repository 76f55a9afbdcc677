import { isErrorCode, type ErrorCode } from '@photodossier/domain/errors';
import { isApiError, translateErrorCode } from '@/lib/api-client';

// What the server may answer to a wrong account password (decision 0010 rewrites better-auth's
// INVALID_PASSWORD; either code reads well under the password field).
const passwordRefusals = new Set([
  'auth.wrong_password',
  'auth.invalid_credentials',
  'password.current_incorrect',
  'account.password_required',
]);

/** True when the server refused the account password itself: shown under the password field. */
export function isPasswordRefusal(error: unknown): boolean {
  return isApiError(error) && passwordRefusals.has(error.code);
}

/**
 * The text for a failed set-up call in the current language. A refusal (4xx) whose code the
 * catalogue does not know gets the step's own text, `unknownRefusal` (a wrong code, say),
 * rather than the server's English title.
 */
export function mfaErrorText(error: unknown, unknownRefusal?: ErrorCode): string {
  if (!isApiError(error)) return translateErrorCode('request.internal');
  if (isErrorCode(error.code)) return translateErrorCode(error.code, error.params);
  const isRefusal = error.status >= 400 && error.status < 500 && error.status !== 429;
  if (isRefusal && unknownRefusal) return translateErrorCode(unknownRefusal);
  return error.message;
}
