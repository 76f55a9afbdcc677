import { z } from 'zod';

/**
 * Control characters (C0, DEL, C1) are never typed by a person. Stored, they break what reads
 * them later: PostgreSQL refuses U+0000 in text, file names and mail headers turn invalid,
 * terminals and logs misbehave. Every input refuses them; multi-line notes keep tab and line
 * breaks.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;
// eslint-disable-next-line no-control-regex -- idem, tab and line breaks allowed
const CONTROL_BESIDES_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

export const CONTROL_CHARACTERS_ERROR = 'validation.control_characters' as const;

export function hasControlCharacters(value: string, options: { multiLine?: boolean } = {}) {
  return (options.multiLine ? CONTROL_BESIDES_LINE_BREAKS : CONTROL).test(value);
}

/** A one-line text: names, labels, tags, file names, searches, ids. */
export function singleLineText() {
  return z
    .string()
    .refine((value) => !hasControlCharacters(value), { error: CONTROL_CHARACTERS_ERROR });
}

/** A text that may hold several lines (notes, comments, addresses). */
export function multiLineText() {
  return z.string().refine((value) => !hasControlCharacters(value, { multiLine: true }), {
    error: CONTROL_CHARACTERS_ERROR,
  });
}

/**
 * The id of a record as a path, query or body names it: our UUIDv7s, better-auth's random ids,
 * the spec's session photo ids. Anything else cannot name a record, so it is refused before any
 * query.
 */
export const recordIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/**
 * The JSON pointer of the first string (or object key) in a parsed request part that holds a
 * control character; line breaks and tabs are allowed when `multiLine`. null when there is none.
 */
export function findControlCharacter(
  value: unknown,
  options: { multiLine?: boolean } = {},
  pointer = '',
): string | null {
  if (typeof value === 'string') {
    return hasControlCharacters(value, options) ? pointer || '/' : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, options, `${pointer}/${index}`);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (hasControlCharacters(key)) return `${pointer}/${key}`;
      const found = findControlCharacter(item, options, `${pointer}/${key}`);
      if (found) return found;
    }
  }
  return null;
}
