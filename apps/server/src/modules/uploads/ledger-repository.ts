import { sql, type Kysely } from 'kysely';
import type { Database, UploadLedgerTable } from '../../platform/db/schema';
import { takeUserRow } from '../../platform/db/take-rows';

export type LedgerRow = Omit<UploadLedgerTable, 'size'> & { readonly size: number };

export interface Reservation {
  readonly id: string;
  readonly userId: string;
  readonly size: number;
  readonly now: number;
  /** Rows older than this no longer reserve anything: tus drops their staged bytes. */
  readonly reservedSince: number;
}

function toLedgerRow(row: UploadLedgerTable): LedgerRow {
  return { ...row, size: Number(row.size) };
}

/**
 * SQL of the upload ledger (decision 0024): one row per tus upload, `receiving` from its
 * creation, `finishing` once its photo id and storage key are chosen, `finished` in the
 * transaction that records the photo.
 */
export class UploadLedgerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Admits an upload when `fits(used + reserved)` says its bytes fit: in one transaction that
   * first writes the user's usage row, so that concurrent admissions of one user run one
   * after the other on both databases (a row lock on PostgreSQL, the write lock on SQLite).
   * The bytes counted, whether admitted or not.
   */
  async reserve(
    reservation: Reservation,
    fits: (committedBytes: number) => boolean,
  ): Promise<{ admitted: boolean; committedBytes: number }> {
    const { id, userId, size, now, reservedSince } = reservation;
    return this.db.transaction().execute(async (trx) => {
      await takeUserRow(trx, userId, now);
      const usage = await trx
        .selectFrom('storage_usage')
        .select('used_bytes')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const reserved = await trx
        .selectFrom('upload_ledger')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), sql<number>`0`).as('bytes'))
        .where('user_id', '=', userId)
        .where('state', '!=', 'finished')
        .where('created_at', '>', reservedSince)
        .executeTakeFirst();
      const committedBytes = Number(usage?.used_bytes ?? 0) + Number(reserved?.bytes ?? 0);
      if (!fits(committedBytes)) return { admitted: false, committedBytes };
      await trx
        .insertInto('upload_ledger')
        .values({
          id,
          user_id: userId,
          size,
          state: 'receiving',
          photo_id: null,
          storage_path: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return { admitted: true, committedBytes };
    });
  }

  async find(id: string): Promise<LedgerRow | null> {
    const row = await this.db
      .selectFrom('upload_ledger')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toLedgerRow(row) : null;
  }

  /**
   * Marks the upload `finishing` and keeps the photo id and storage key it had already been
   * given by an attempt that died; the row as it now stands. Creates it for an upload staged
   * before the ledger existed.
   */
  async claim(
    upload: { id: string; userId: string; size: number },
    proposed: { photoId: string; storagePath: string },
    now: number,
  ): Promise<LedgerRow> {
    await this.db
      .insertInto('upload_ledger')
      .values({
        id: upload.id,
        user_id: upload.userId,
        size: upload.size,
        state: 'finishing',
        photo_id: proposed.photoId,
        storage_path: proposed.storagePath,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    await this.db
      .updateTable('upload_ledger')
      .set({
        state: 'finishing',
        photo_id: sql`coalesce(photo_id, ${proposed.photoId})`,
        storage_path: sql`coalesce(storage_path, ${proposed.storagePath})`,
        updated_at: now,
      })
      .where('id', '=', upload.id)
      .where('state', '!=', 'finished')
      .execute();
    const row = await this.find(upload.id);
    if (!row) throw new Error(`upload ${upload.id} vanished from the ledger`);
    return row;
  }

  /** In the recording transaction: false when another attempt recorded it first. */
  async markFinished(id: string, now: number, db: Kysely<Database> = this.db): Promise<boolean> {
    const result = await db
      .updateTable('upload_ledger')
      .set({ state: 'finished', updated_at: now })
      .where('id', '=', id)
      .where('state', '=', 'finishing')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** A refused, cancelled or expired upload: its reservation ends with its row. */
  async release(id: string): Promise<void> {
    await this.db
      .deleteFrom('upload_ledger')
      .where('id', '=', id)
      .where('state', '!=', 'finished')
      .execute();
  }

  /** Storage keys of uploads being finished anywhere: the sweep must leave their files. */
  async keysInFlight(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('upload_ledger')
      .select('storage_path')
      .where('user_id', '=', userId)
      .where('state', '=', 'finishing')
      .execute();
    return rows.flatMap((row) => (row.storage_path ? [row.storage_path] : []));
  }

  /** Forgets rows older than `before`: their staged bytes are gone, their answers served. */
  async forgetOlderThan(before: number): Promise<number> {
    const result = await this.db
      .deleteFrom('upload_ledger')
      .where('created_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
