import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client';
import { translateKey } from '@/lib/i18n/keys';

const RULE_CODES: ReadonlySet<string> = new Set([
  'drive.move_into_itself',
  'drive.item_not_found',
  'drive.not_a_folder',
]);

/**
 * The drive's own rules say what went wrong, a session that ended says the drive's
 * « Utilisateur non authentifié » (spec 01 §5), anything else gets the action's text.
 */
export function driveFailureText(t: TFunction, actionCode: string, error: unknown): string {
  if (isApiError(error) && error.code === 'auth.unauthenticated') {
    return translateKey(t, 'errors:drive.unauthenticated');
  }
  return isApiError(error) && RULE_CODES.has(error.code)
    ? error.message
    : translateKey(t, `errors:${actionCode}`);
}
