import { z } from 'zod';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../platform/http/keyset-cursor';
import type { PhotoPosition } from './repository';

const photoCursor = z.tuple([z.number().int().safe(), z.string().min(1).max(64)]);

/** A photo page's `nextCursor`: the last photo's (date_prise, id). */
export function encodePhotoCursor(position: PhotoPosition): string {
  return encodeKeysetCursor([position.datePrise, position.id]);
}

export function decodePhotoCursor(cursor: string): PhotoPosition {
  const [datePrise, id] = decodeKeysetCursor(cursor, photoCursor);
  return { datePrise, id };
}
