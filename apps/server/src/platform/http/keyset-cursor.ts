import type { z } from 'zod';
import { AppError } from './problem';

/**
 * The opaque `nextCursor` of keyset pages: the last row's sort values, base64url JSON. Opaque
 * so clients never build one; validated on the way back because it comes from the client.
 */
export function encodeKeysetCursor(values: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The values a cursor holds, or a 400 validation problem when it is not one of ours. */
export function decodeKeysetCursor<T>(cursor: string, schema: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new AppError('request.validation_failed', 400, { detail: 'Invalid cursor' });
}
