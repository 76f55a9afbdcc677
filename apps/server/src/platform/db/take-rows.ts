import { sql, type Kysely, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import type { Database } from './schema';

type TableWithUpdatedAt = {
  [T in keyof Database]: 'updated_at' extends keyof Database[T] ? T : never;
}[keyof Database];

/**
 * Takes the rows `where` selects for the rest of the transaction, with an update that changes
 * nothing: on PostgreSQL a plain SELECT takes no lock, so two requests that read, decide and
 * write the same rows at once both decided on what they read; the second now waits for the
 * first to commit. SQLite's BEGIN IMMEDIATE already runs them one after the other. The number
 * of rows taken (0: none matched).
 */
export async function takeRows<T extends TableWithUpdatedAt>(
  db: Kysely<Database>,
  table: T,
  where: (
    query: UpdateQueryBuilder<Database, T, T, UpdateResult>,
  ) => UpdateQueryBuilder<Database, T, T, UpdateResult>,
): Promise<number> {
  const update = db.updateTable(table) as unknown as UpdateQueryBuilder<
    Database,
    T,
    T,
    UpdateResult
  >;
  const taken = await where(update)
    .set({ updated_at: sql`updated_at` } as never)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows);
}
