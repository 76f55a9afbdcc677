import type { Kysely, Selectable } from 'kysely';
import type { Database, EmailSendsTable } from '../../platform/db/schema';

export type EmailSendRow = Selectable<EmailSendsTable>;

/** What a message needs of a photo: its file, its date and its patient's name. */
export interface MailedPhotoRow {
  readonly id: string;
  readonly patient_id: string | null;
  readonly storage_path: string;
  readonly file_type: string;
  readonly file_size: number;
  readonly filename: string;
  readonly date_prise: number;
  readonly zone_traitee: string;
  readonly prenom: string | null;
  readonly nom: string | null;
}

/** SQL of e-mail transfer; every function takes the user's id. */
export class EmailTransferRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The user's photos among `ids` that are neither in the trash nor under a trashed patient. */
  async activePhotos(userId: string, ids: readonly string[]): Promise<MailedPhotoRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('photos')
      .leftJoin('patients', (join) =>
        join.onRef('patients.id', '=', 'photos.patient_id').on('patients.user_id', '=', userId),
      )
      .select([
        'photos.id',
        'photos.patient_id',
        'photos.storage_path',
        'photos.file_type',
        'photos.file_size',
        'photos.filename',
        'photos.date_prise',
        'photos.zone_traitee',
        'patients.prenom',
        'patients.nom',
      ])
      .where('photos.user_id', '=', userId)
      .where('photos.id', 'in', [...ids])
      .where('photos.is_deleted', '=', 0)
      .where((eb) =>
        eb.or([eb('photos.patient_id', 'is', null), eb('patients.is_deleted', '=', 0)]),
      )
      .execute();
    return rows.map((row) => ({
      ...row,
      file_size: Number(row.file_size),
      date_prise: Number(row.date_prise),
    }));
  }

  async countSince(userId: string, since: number): Promise<number> {
    const row = await this.db
      .selectFrom('email_sends')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .where('created_at', '>', since)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  async insert(row: EmailSendRow): Promise<void> {
    await this.db.insertInto('email_sends').values(row).execute();
  }

  async finish(
    userId: string,
    id: string,
    result: Pick<EmailSendRow, 'status' | 'attempts' | 'error' | 'finished_at'>,
  ): Promise<void> {
    await this.db
      .updateTable('email_sends')
      .set(result)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .execute();
  }

  async list(userId: string, limit: number): Promise<EmailSendRow[]> {
    return this.db
      .selectFrom('email_sends')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
