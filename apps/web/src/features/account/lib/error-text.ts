import { isApiError, translateErrorCode } from '@/lib/api-client';

/** The user's-language text for a failed call: the domain text of its code, else a generic one. */
export function errorText(error: unknown): string {
  if (isApiError(error)) return error.message;
  return translateErrorCode('request.internal');
}
