import type { StorageMediaSort } from '@photodossier/domain/storage-media';
import { z } from 'zod';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../platform/http/keyset-cursor';
import type { StorageMediaPosition } from './repository';

const cursorId = z.string().min(1).max(64);
const cursorsBySort = {
  size: z.tuple([z.literal('size'), z.number().int().safe(), cursorId]),
  date: z.tuple([z.literal('date'), z.number().int().safe(), cursorId]),
  name: z.tuple([z.literal('name'), z.string(), cursorId]),
} as const;

/** The storage manager's `nextCursor`: the sort, the last row's sort value and id. */
export function encodeStorageMediaCursor(
  sort: StorageMediaSort,
  position: StorageMediaPosition,
): string {
  return encodeKeysetCursor([sort, position.value, position.id]);
}

/** The position a cursor of this sort holds; a cursor made for another sort is refused. */
export function decodeStorageMediaCursor(
  cursor: string,
  sort: StorageMediaSort,
): StorageMediaPosition {
  const [, value, id] = decodeKeysetCursor<readonly [StorageMediaSort, number | string, string]>(
    cursor,
    cursorsBySort[sort],
  );
  return { value, id };
}
