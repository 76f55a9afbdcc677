import { AppError } from '../../platform/http/problem';
import type { TrashedPatientPosition } from './repository';

/** The trash's patient list `nextCursor`: the last patient's (deleted_at, id), base64url JSON. */
export function encodeTrashedPatientCursor(position: TrashedPatientPosition): string {
  return Buffer.from(JSON.stringify([position.deletedAt, position.id])).toString('base64url');
}

export function decodeTrashedPatientCursor(cursor: string): TrashedPatientPosition {
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
      return { deletedAt: value[0] as number, id: value[1] };
    }
  } catch {
    // Falls through to the same answer as a well-formed but meaningless cursor.
  }
  throw new AppError('request.validation_failed', 400, { detail: 'Invalid cursor' });
}
