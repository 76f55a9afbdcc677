import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

export interface InjectionMapRow {
  readonly points: string;
  readonly updated_at: number;
}

export class InjectionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Whether the user owns this patient and it is not in the trash. */
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

  async findMap(userId: string, patientId: string): Promise<InjectionMapRow | undefined> {
    return this.db
      .selectFrom('injection_maps')
      .select(['points', 'updated_at'])
      .where('user_id', '=', userId)
      .where('patient_id', '=', patientId)
      .executeTakeFirst();
  }

  async saveMap(userId: string, patientId: string, points: string, at: number): Promise<void> {
    await this.db
      .insertInto('injection_maps')
      .values({ user_id: userId, patient_id: patientId, points, updated_at: at })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'patient_id']).doUpdateSet({ points, updated_at: at }),
      )
      .execute();
  }
}
