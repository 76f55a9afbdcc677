import type { Kysely } from 'kysely';
import { takeRows } from '../../platform/db/take-rows';
import { likeInsensitive } from '../../platform/db/portable';
import type { Database, DictationsTable, PatientsTable } from '../../platform/db/schema';

export type DictationRow = DictationsTable & {
  nom: PatientsTable['nom'] | null;
  prenom: PatientsTable['prenom'] | null;
};

/** SQL of dictations; every function takes the owner's id. */
export class DictationsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  #dictations(userId: string) {
    return (
      this.db
        .selectFrom('dictations')
        .leftJoin('patients', (join) =>
          join
            .onRef('patients.id', '=', 'dictations.patient_id')
            .on('patients.user_id', '=', userId),
        )
        .selectAll('dictations')
        .select(['patients.nom', 'patients.prenom'])
        .where('dictations.user_id', '=', userId)
        // A patient in the trash takes its dictations along, as its photos.
        .where((eb) =>
          eb.or([eb('dictations.patient_id', 'is', null), eb('patients.is_deleted', '=', 0)]),
        )
    );
  }

  async activePatientExists(userId: string, patientId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('patients')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', '=', patientId)
      .where('is_deleted', '=', 0)
      .executeTakeFirst();
    return row !== undefined;
  }

  async list(
    userId: string,
    filter: { q?: string | undefined; patientId?: string | undefined; trashed?: boolean },
    offset: number,
    limit: number,
  ): Promise<DictationRow[]> {
    let query = this.#dictations(userId).where(
      'dictations.is_deleted',
      '=',
      filter.trashed ? 1 : 0,
    );
    if (filter.patientId) query = query.where('dictations.patient_id', '=', filter.patientId);
    const q = filter.q?.trim();
    if (q) {
      query = query.where((eb) =>
        eb.or([likeInsensitive('dictations.title', q), likeInsensitive('dictations.text', q)]),
      );
    }
    return query
      .orderBy(filter.trashed ? 'dictations.deleted_at' : 'dictations.created_at', 'desc')
      .orderBy('dictations.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  async find(userId: string, id: string, deleted = false): Promise<DictationRow | null> {
    const row = await this.#dictations(userId)
      .where('dictations.id', '=', id)
      .where('dictations.is_deleted', '=', deleted ? 1 : 0)
      .executeTakeFirst();
    return row ?? null;
  }

  /**
   * Takes the dictation's row for the rest of the transaction (an update that changes nothing),
   * so that a second recording replacing the same one waits to read what the first wrote;
   * false when the user has no such dictation outside the trash.
   */
  async take(userId: string, id: string): Promise<boolean> {
    const taken = await takeRows(this.db, 'dictations', (dictation) =>
      dictation.where('user_id', '=', userId).where('id', '=', id).where('is_deleted', '=', 0),
    );
    return taken > 0;
  }

  async insert(row: DictationsTable): Promise<void> {
    await this.db.insertInto('dictations').values(row).execute();
  }

  async update(
    userId: string,
    id: string,
    fields: Partial<Omit<DictationsTable, 'id' | 'user_id' | 'created_at'>>,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('dictations')
      .set(fields)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Rows of dictations erased for good, for their files and bytes. */
  async deleteRows(
    db: Kysely<Database>,
    userId: string,
    filter: { patientId: string } | { ids: readonly string[] } | { trashed: true },
  ): Promise<Pick<DictationsTable, 'audio_key' | 'audio_size'>[]> {
    let select = db
      .selectFrom('dictations')
      .select(['id', 'audio_key', 'audio_size'])
      .where('user_id', '=', userId);
    if ('patientId' in filter) select = select.where('patient_id', '=', filter.patientId);
    else if ('ids' in filter) {
      select = select.where('id', 'in', filter.ids.length > 0 ? [...filter.ids] : ['']);
    } else select = select.where('is_deleted', '=', 1);
    const rows = await select.execute();
    if (rows.length === 0) return [];
    await db
      .deleteFrom('dictations')
      .where('user_id', '=', userId)
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    return rows;
  }
}
