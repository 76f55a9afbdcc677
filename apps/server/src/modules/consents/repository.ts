import type { Kysely, Selectable } from 'kysely';
import type {
  ConsentDocumentsTable,
  ConsentTemplatesTable,
  Database,
} from '../../platform/db/schema';

export type ConsentRow = Selectable<ConsentDocumentsTable>;
export type ConsentTemplateRow = Selectable<ConsentTemplatesTable>;

/** What signing writes on a document's row. */
export interface SignedValues {
  readonly storage_path: string;
  readonly file_size: number;
  readonly sha256: string;
  readonly signed_at: number;
}

export interface ConsentPatientRow {
  readonly id: string;
  readonly prenom: string;
  readonly nom: string;
  readonly date_naissance: string;
  readonly email: string;
}

/** SQL of consent templates and documents. Every function takes the owner's id. */
export class ConsentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async templates(userId: string): Promise<ConsentTemplateRow[]> {
    return this.db
      .selectFrom('consent_templates')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
  }

  async saveTemplate(row: ConsentTemplateRow): Promise<void> {
    await this.db
      .insertInto('consent_templates')
      .values(row)
      .onConflict((conflict) =>
        conflict
          .columns(['user_id', 'procedure'])
          .doUpdateSet({ title: row.title, body: row.body, updated_at: row.updated_at }),
      )
      .execute();
  }

  async resetTemplate(userId: string, procedure: string): Promise<void> {
    await this.db
      .deleteFrom('consent_templates')
      .where('user_id', '=', userId)
      .where('procedure', '=', procedure)
      .execute();
  }

  /** The user's patient when it is not in the trash. */
  async activePatient(userId: string, patientId: string): Promise<ConsentPatientRow | undefined> {
    return this.db
      .selectFrom('patients')
      .select(['id', 'prenom', 'nom', 'date_naissance', 'email'])
      .where('user_id', '=', userId)
      .where('id', '=', patientId)
      .where('is_deleted', '=', 0)
      .executeTakeFirst();
  }

  async list(userId: string, patientId: string): Promise<ConsentRow[]> {
    return this.db
      .selectFrom('consent_documents')
      .selectAll()
      .where('user_id', '=', userId)
      .where('patient_id', '=', patientId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** A document of the user whose patient is not in the trash. */
  async find(userId: string, id: string): Promise<ConsentRow | undefined> {
    return this.db
      .selectFrom('consent_documents')
      .innerJoin('patients', (join) =>
        join
          .onRef('patients.id', '=', 'consent_documents.patient_id')
          .on('patients.user_id', '=', userId),
      )
      .selectAll('consent_documents')
      .where('consent_documents.user_id', '=', userId)
      .where('consent_documents.id', '=', id)
      .where('patients.is_deleted', '=', 0)
      .executeTakeFirst();
  }

  async insert(row: ConsentRow): Promise<void> {
    await this.db.insertInto('consent_documents').values(row).execute();
  }

  /** A document made signed at once, on the device: its row is written with its PDF. */
  async insertSigned(row: ConsentRow & SignedValues, db: Kysely<Database> = this.db) {
    await db
      .insertInto('consent_documents')
      .values({ ...row, status: 'signed', practitioner_signature: null })
      .execute();
  }

  /**
   * Marks a pending document signed with its PDF. Only a pending row changes: a signed document
   * is never written again. False when it was not pending any more.
   */
  async markSigned(
    userId: string,
    id: string,
    values: SignedValues,
    db: Kysely<Database> = this.db,
  ): Promise<boolean> {
    const result = await db
      .updateTable('consent_documents')
      .set({ ...values, status: 'signed', practitioner_signature: null })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Deletes the documents of a patient erased for good; their files are the caller's. */
  async deleteOfPatient(
    db: Kysely<Database>,
    userId: string,
    patientId: string,
  ): Promise<ConsentRow[]> {
    return db
      .deleteFrom('consent_documents')
      .where('user_id', '=', userId)
      .where('patient_id', '=', patientId)
      .returningAll()
      .execute();
  }
}
