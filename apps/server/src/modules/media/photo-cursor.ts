import { AppError } from '../../platform/http/problem';
import type { PhotoPosition } from './repository';

/** The opaque `nextCursor` of a photo page: the last photo's (date_prise, id), base64url JSON. */
export function encodePhotoCursor(position: PhotoPosition): string {
  return Buffer.from(JSON.stringify([position.datePrise, position.id])).toString('base64url');
}

export function decodePhotoCursor(cursor: string): PhotoPosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      Number.isSafeInteger(value[0]) &&
      typeof value[1] === 'string' &&
      value[1].length > 0 &&
      value[1].length <= 64
    ) {
      return { datePrise: value[0] as number, id: value[1] };
    }
  } catch {
    // Falls through to the same answer as a well-formed but meaningless cursor.
  }
  throw new AppError('request.validation_failed', 400, { detail: 'Invalid cursor' });
}
