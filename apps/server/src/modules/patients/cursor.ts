import type { PatientSort } from '@photodossier/domain/patient';
import { z } from 'zod';

/** Where the previous page ended, in the order of the list's sort. */
export type PatientSortKey =
  | { readonly by: 'created'; readonly createdAt: number; readonly id: string }
  | {
      readonly by: 'name';
      readonly nomKey: string;
      readonly prenomKey: string;
      readonly id: string;
    };

const createdCursor = z.tuple([z.enum(['created_desc', 'created_asc']), z.number(), z.string()]);
const nameCursor = z.tuple([z.enum(['name_asc', 'name_desc']), z.string(), z.string(), z.string()]);

export function encodePatientCursor(sort: PatientSort, key: PatientSortKey): string {
  const values =
    key.by === 'created'
      ? [sort, key.createdAt, key.id]
      : [sort, key.nomKey, key.prenomKey, key.id];
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/**
 * The key a cursor carries, or null when it is not one of ours or was made for another sort
 * (a client that changed the sort must start again from the first page).
 */
export function decodePatientCursor(cursor: string, sort: PatientSort): PatientSortKey | null {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const created = createdCursor.safeParse(values);
  if (created.success) {
    const [cursorSort, createdAt, id] = created.data;
    return cursorSort === sort ? { by: 'created', createdAt, id } : null;
  }
  const name = nameCursor.safeParse(values);
  if (name.success) {
    const [cursorSort, nomKey, prenomKey, id] = name.data;
    return cursorSort === sort ? { by: 'name', nomKey, prenomKey, id } : null;
  }
  return null;
}
