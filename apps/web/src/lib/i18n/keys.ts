import type { ParseKeys, TFunction } from 'i18next';

/**
 * A key of the app's own texts (fr.ts), for tables that name a text before it is translated
 * (navigation entries, tiles, steps): a wrong one fails the typecheck like a key written in t().
 */
export type TextKey = ParseKeys<'common'>;

/**
 * The one door for a key that arrives as data rather than being written in the code: a zod
 * issue's message (the domain's schemas carry text keys) or a code read from an answer. The
 * typecheck cannot see those; i18next shows the key itself when it has no text for it, as before.
 */
export function translateKey(
  t: TFunction,
  key: string,
  params?: Record<string, string | number | undefined>,
): string {
  return (t as unknown as (key: string, params?: object) => string)(key, params);
}
