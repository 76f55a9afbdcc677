import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/**
 * The per-user byte counter behind the upload quota (spec 01 §9: everything stored counts,
 * trash included). Reserving is one conditional update, atomic on both databases, so parallel
 * uploads from several tabs or nodes cannot pass the quota together.
 */
export class StorageUsageRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async usedBytes(userId: string, db: Kysely<Database> = this.db): Promise<number> {
    const row = await db
      .selectFrom('storage_usage')
      .select('used_bytes')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? Number(row.used_bytes) : 0;
  }

  /** Adds `bytes` when the total stays within `quotaBytes`; false (nothing changed) otherwise. */
  async reserve(
    userId: string,
    bytes: number,
    quotaBytes: number,
    now: number,
    db: Kysely<Database> = this.db,
  ): Promise<boolean> {
    await db
      .insertInto('storage_usage')
      .values({ user_id: userId, used_bytes: 0, updated_at: now })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .execute();
    const result = await db
      .updateTable('storage_usage')
      .set({ used_bytes: sql`used_bytes + ${bytes}`, updated_at: now })
      .where('user_id', '=', userId)
      .where(sql<boolean>`used_bytes + ${bytes} <= ${quotaBytes}`)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Counts bytes found already stored (a size read back by the size migration): they are on
   * disk whatever the quota says, so this adds without a limit.
   */
  async add(userId: string, bytes: number, now: number, db: Kysely<Database> = this.db) {
    await db
      .insertInto('storage_usage')
      .values({ user_id: userId, used_bytes: bytes, updated_at: now })
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet({ used_bytes: sql`storage_usage.used_bytes + ${bytes}`, updated_at: now }),
      )
      .execute();
  }

  /** Gives bytes back (a file permanently deleted, a recorded upload rolled back). */
  async release(
    userId: string,
    bytes: number,
    now: number,
    db: Kysely<Database> = this.db,
  ): Promise<void> {
    await db
      .updateTable('storage_usage')
      .set({
        used_bytes: sql`case when used_bytes > ${bytes} then used_bytes - ${bytes} else 0 end`,
        updated_at: now,
      })
      .where('user_id', '=', userId)
      .execute();
  }
}
