import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

export interface JournalLine {
  readonly id: string;
  readonly user_id: string;
  readonly actor: string;
  readonly action: string;
  readonly patient_id: string | null;
  readonly target_id: string | null;
  readonly ip: string | null;
  readonly device: string | null;
  readonly created_at: number;
}

export interface JournalFilter {
  readonly patientId?: string;
  readonly action?: string;
  readonly from?: number;
  readonly to?: number;
  /** Strictly older than this (created_at, id), newest first. */
  readonly before?: { readonly createdAt: number; readonly id: string };
}

export type JournalListRow = JournalLine & {
  patient_nom: string | null;
  patient_prenom: string | null;
};

/** The access journal's rows: inserted and read, never updated (decision 0043). */
export class JournalRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(line: JournalLine): Promise<void> {
    await this.db.insertInto('access_journal').values(line).execute();
  }

  async list(userId: string, filter: JournalFilter, limit: number): Promise<JournalListRow[]> {
    let query = this.db
      .selectFrom('access_journal as j')
      .leftJoin('patients as p', (join) =>
        join.onRef('p.id', '=', 'j.patient_id').onRef('p.user_id', '=', 'j.user_id'),
      )
      .selectAll('j')
      .select(['p.nom as patient_nom', 'p.prenom as patient_prenom'])
      .where('j.user_id', '=', userId);
    if (filter.patientId) query = query.where('j.patient_id', '=', filter.patientId);
    if (filter.action) query = query.where('j.action', '=', filter.action);
    if (filter.from !== undefined) query = query.where('j.created_at', '>=', filter.from);
    if (filter.to !== undefined) query = query.where('j.created_at', '<=', filter.to);
    const before = filter.before;
    if (before) {
      query = query.where((eb) =>
        eb.or([
          eb('j.created_at', '<', before.createdAt),
          eb.and([eb('j.created_at', '=', before.createdAt), eb('j.id', '<', before.id)]),
        ]),
      );
    }
    return query.orderBy('j.created_at', 'desc').orderBy('j.id', 'desc').limit(limit).execute();
  }

  /** Lines past the retention period go; the only deletion besides the account's. */
  async purgeOlderThan(userId: string, cutoff: number): Promise<void> {
    await this.db
      .deleteFrom('access_journal')
      .where('user_id', '=', userId)
      .where('created_at', '<', cutoff)
      .execute();
  }

  async retentionDays(userId: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('journal_settings')
      .select('retention_days')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? Number(row.retention_days) : null;
  }

  async setRetentionDays(userId: string, days: number, now: number): Promise<void> {
    await this.db
      .insertInto('journal_settings')
      .values({ user_id: userId, retention_days: days, updated_at: now })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet({ retention_days: days, updated_at: now }),
      )
      .execute();
  }
}
