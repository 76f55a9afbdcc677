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

/**
 * Takes the user's own row (their storage usage, made if they have none yet) for the rest of
 * the transaction: for a decision that reads rows which do not exist yet, such as "no such job
 * is waiting", where there is no row of them to take. The user's other writes that take it
 * wait for this transaction on PostgreSQL; SQLite's write lock already orders them.
 */
export async function takeUserRow(
  db: Kysely<Database>,
  userId: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('storage_usage')
    .values({ user_id: userId, used_bytes: 0, updated_at: now })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ updated_at: sql`storage_usage.updated_at` }),
    )
    .execute();
}
