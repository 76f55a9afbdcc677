import type { ParseKeys, TFunction } from 'i18next';
import type { z } from 'zod';

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

/**
 * The text of a refused value of a domain schema: the schema's own key when it names one
 * (`validation.*`, with the bound of a too long text), else the maximum length for a too long
 * value, else `fallback`.
 */
export function issueText(t: TFunction, issue: z.core.$ZodIssue, fallback: string): string {
  const max = issue.code === 'too_big' ? Number(issue.maximum) : undefined;
  if (issue.message.startsWith('validation.')) {
    return translateKey(t, `errors:${issue.message}`, { max });
  }
  return max === undefined ? fallback : translateKey(t, 'errors:validation.max_length', { max });
}
