import type { Kysely, Selectable } from 'kysely';
import type {
  Database,
  InjectionProductsTable,
  InjectionSessionsTable,
} from '../../platform/db/schema';

export type InjectionSessionRow = Selectable<InjectionSessionsTable>;
export type InjectionProductRow = Selectable<InjectionProductsTable>;

export interface ChartPatientRow {
  readonly id: string;
  readonly nom: string;
  readonly prenom: string;
  readonly date_naissance: string;
}

/** SQL of injection sessions and products; every function takes the owner's id. */
export class InjectionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The user's patient, when it is not in the trash. */
  async activePatient(userId: string, patientId: string): Promise<ChartPatientRow | undefined> {
    return this.db
      .selectFrom('patients')
      .select(['id', 'nom', 'prenom', 'date_naissance'])
      .where('user_id', '=', userId)
      .where('id', '=', patientId)
      .where('is_deleted', '=', 0)
      .executeTakeFirst();
  }

  /** Whether the photo (not a video) is the user's, filed under this patient, not in the trash. */
  async activePhotoOfPatient(userId: string, patientId: string, photoId: string) {
    const row = await this.db
      .selectFrom('photos')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', '=', photoId)
      .where('patient_id', '=', patientId)
      .where('media_type', '=', 'image')
      .where('is_deleted', '=', 0)
      .executeTakeFirst();
    return row !== undefined;
  }

  async listSessions(userId: string, patientId: string): Promise<InjectionSessionRow[]> {
    return this.db
      .selectFrom('injection_sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('patient_id', '=', patientId)
      .orderBy('session_date', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** A session of a patient that is not in the trash: a trashed patient's sessions wait. */
  async findSession(userId: string, id: string): Promise<InjectionSessionRow | undefined> {
    return this.db
      .selectFrom('injection_sessions')
      .selectAll('injection_sessions')
      .innerJoin('patients', 'patients.id', 'injection_sessions.patient_id')
      .where('injection_sessions.user_id', '=', userId)
      .where('patients.user_id', '=', userId)
      .where('patients.is_deleted', '=', 0)
      .where('injection_sessions.id', '=', id)
      .executeTakeFirst();
  }

  async insertSession(row: InjectionSessionRow): Promise<void> {
    await this.db.insertInto('injection_sessions').values(row).execute();
  }

  async updateSession(
    userId: string,
    id: string,
    values: Pick<
      InjectionSessionRow,
      'session_date' | 'chart' | 'notes' | 'points' | 'has_toxin' | 'updated_at'
    >,
  ): Promise<void> {
    await this.db
      .updateTable('injection_sessions')
      .set(values)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .execute();
  }

  async deleteSession(userId: string, id: string): Promise<void> {
    await this.db
      .deleteFrom('injection_sessions')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .execute();
  }

  async listProducts(userId: string): Promise<InjectionProductRow[]> {
    return this.db
      .selectFrom('injection_products')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('name')
      .orderBy('id')
      .execute();
  }

  async countProducts(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('injection_products')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async insertProduct(row: InjectionProductRow): Promise<void> {
    await this.db.insertInto('injection_products').values(row).execute();
  }

  async deleteProduct(userId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('injection_products')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}

/** Where a photo's bytes are, to draw it under a photo chart's points. */
export async function chartPhotoPath(
  db: Kysely<Database>,
  userId: string,
  photoId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('photos')
    .select(['storage_path', 'preview_path', 'media_type'])
    .where('user_id', '=', userId)
    .where('id', '=', photoId)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  if (!row || row.media_type !== 'image') return null;
  return row.preview_path ?? row.storage_path;
}
