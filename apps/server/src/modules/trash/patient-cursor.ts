import { z } from 'zod';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../platform/http/keyset-cursor';
import type { TrashedPatientPosition } from './repository';

const trashedPatientCursor = z.tuple([z.number().int().safe(), z.string().min(1).max(64)]);

/** The trash's patient list `nextCursor`: the last patient's (deleted_at, id). */
export function encodeTrashedPatientCursor(position: TrashedPatientPosition): string {
  return encodeKeysetCursor([position.deletedAt, position.id]);
}

export function decodeTrashedPatientCursor(cursor: string): TrashedPatientPosition {
  const [deletedAt, id] = decodeKeysetCursor(cursor, trashedPatientCursor);
  return { deletedAt, id };
}
