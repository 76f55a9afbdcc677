import { z } from 'zod';

// C0 controls and DEL (tab and line breaks included): a single-line field typed by a person
// never holds them, and they would corrupt file names, headers and logs downstream.
/** Whether a text holds a control character (code point below 0x20, or 0x7f). */
export function hasControlCharacters(value: string): boolean {
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** A trimmed single-line text of at most `max` characters, without control characters. */
export function plainTextSchema(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasControlCharacters(value), { message: 'control characters' });
}
