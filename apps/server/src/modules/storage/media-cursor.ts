import type { StorageMediaSort } from '@photodossier/domain/storage-media';
import { AppError } from '../../platform/http/problem';
import type { StorageMediaPosition } from './repository';

/** The storage manager's `nextCursor`: the sort, the last row's sort value and id, base64url JSON. */
export function encodeStorageMediaCursor(
  sort: StorageMediaSort,
  position: StorageMediaPosition,
): string {
  return Buffer.from(JSON.stringify([sort, position.value, position.id])).toString('base64url');
}

/** The position a cursor of this sort holds; a cursor of another sort is refused. */
export function decodeStorageMediaCursor(
  cursor: string,
  sort: StorageMediaSort,
): StorageMediaPosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 3 && value[0] === sort) {
      const [, sortValue, id] = value as [unknown, unknown, unknown];
      const validValue =
        sort === 'name' ? typeof sortValue === 'string' : Number.isSafeInteger(sortValue);
      if (validValue && typeof id === 'string' && id.length > 0 && id.length <= 64) {
        return { value: sortValue as number | string, id };
      }
    }
  } catch {
    // Falls through to the same answer as a well-formed but meaningless cursor.
  }
  throw new AppError('request.validation_failed', 400, { detail: 'Invalid cursor' });
}
