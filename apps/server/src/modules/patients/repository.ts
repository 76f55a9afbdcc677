import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, PatientsTable } from '../../platform/db/schema';

export type PatientRow = Selectable<PatientsTable>;
export type NewPatientRow = Insertable<PatientsTable>;
export type PatientChanges = Omit<
  Updateable<PatientsTable>,
  'id' | 'user_id' | 'created_at' | 'is_deleted' | 'deleted_at'
>;

/** SQL of patients. Every function takes the owner's id: no query crosses users. */
export class PatientsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The user's patient unless it is in the trash; null for a missing id or another user's. */
  async findActive(
    userId: string,
    id: string,
    db: Kysely<Database> = this.db,
  ): Promise<PatientRow | null> {
    const row = await db
      .selectFrom('patients')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('is_deleted', '=', 0)
      .executeTakeFirst();
    return row ?? null;
  }

  /** Marks the patient as changed (spec 01 §4: an upload updates the patient's updated_at). */
  async touch(
    userId: string,
    id: string,
    now: number,
    db: Kysely<Database> = this.db,
  ): Promise<void> {
    await db
      .updateTable('patients')
      .set({ updated_at: now })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .execute();
  }

  async insert(row: NewPatientRow): Promise<void> {
    await this.db.insertInto('patients').values(row).execute();
  }

  /** Changes an active patient; false when there is none to change. */
  async update(userId: string, id: string, changes: PatientChanges): Promise<boolean> {
    const result = await this.db
      .updateTable('patients')
      .set(changes)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('is_deleted', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Moves an active patient to the trash; false when there is none to move. */
  async softDelete(userId: string, id: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('patients')
      .set({ is_deleted: 1, deleted_at: now, updated_at: now })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('is_deleted', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
