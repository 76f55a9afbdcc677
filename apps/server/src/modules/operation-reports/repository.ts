import { sql, type Kysely } from 'kysely';
import { takeRows } from '../../platform/db/take-rows';
import { likeInsensitive, likeInsensitiveExpression } from '../../platform/db/portable';
import type {
  Database,
  OperationReportsTable,
  PatientsTable,
  SurgicalTechniquesTable,
} from '../../platform/db/schema';

export type ReportRow = OperationReportsTable & Pick<PatientsTable, 'nom' | 'prenom'>;

export type TechniqueFields = Omit<SurgicalTechniquesTable, 'id' | 'user_id' | 'created_at'>;

/** SQL of the technique library and operation reports; every function takes the owner's id. */
export class OperationReportsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  // Techniques ----------------------------------------------------------------------------------

  async listTechniques(userId: string): Promise<SurgicalTechniquesTable[]> {
    return this.db
      .selectFrom('surgical_techniques')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('name')
      .orderBy('id')
      .execute();
  }

  async findTechnique(userId: string, id: string): Promise<SurgicalTechniquesTable | null> {
    const row = await this.db
      .selectFrom('surgical_techniques')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  async insertTechnique(row: SurgicalTechniquesTable): Promise<void> {
    await this.db.insertInto('surgical_techniques').values(row).execute();
  }

  async updateTechnique(userId: string, id: string, fields: TechniqueFields): Promise<boolean> {
    const result = await this.db
      .updateTable('surgical_techniques')
      .set(fields)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async deleteTechnique(userId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('surgical_techniques')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  // Reports -------------------------------------------------------------------------------------

  async activePatient(
    userId: string,
    patientId: string,
  ): Promise<Pick<PatientsTable, 'nom' | 'prenom'> | null> {
    const row = await this.db
      .selectFrom('patients')
      .select(['nom', 'prenom'])
      .where('user_id', '=', userId)
      .where('id', '=', patientId)
      .where('is_deleted', '=', 0)
      .executeTakeFirst();
    return row ?? null;
  }

  #reports(userId: string) {
    return this.db
      .selectFrom('operation_reports')
      .innerJoin('patients', (join) =>
        join
          .onRef('patients.id', '=', 'operation_reports.patient_id')
          .on('patients.user_id', '=', userId)
          .on('patients.is_deleted', '=', 0),
      )
      .selectAll('operation_reports')
      .select(['patients.nom', 'patients.prenom'])
      .where('operation_reports.user_id', '=', userId);
  }

  /** Reports of active patients, last changed first; a search matches patient or technique. */
  async listReports(
    userId: string,
    filter: { patientId?: string | undefined; q?: string | undefined },
    offset: number,
    limit: number,
  ): Promise<ReportRow[]> {
    let query = this.#reports(userId);
    if (filter.patientId)
      query = query.where('operation_reports.patient_id', '=', filter.patientId);
    const q = filter.q?.trim();
    if (q) {
      query = query.where((eb) =>
        eb.or([
          likeInsensitiveExpression(
            sql`${eb.ref('patients.prenom')} || ' ' || ${eb.ref('patients.nom')}`,
            q,
          ),
          likeInsensitiveExpression(
            sql`${eb.ref('patients.nom')} || ' ' || ${eb.ref('patients.prenom')}`,
            q,
          ),
          likeInsensitive('operation_reports.technique_name', q),
        ]),
      );
    }
    return query
      .orderBy('operation_reports.updated_at', 'desc')
      .orderBy('operation_reports.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  async findReport(userId: string, id: string): Promise<ReportRow | null> {
    const row = await this.#reports(userId)
      .where('operation_reports.id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  async insertReport(row: OperationReportsTable): Promise<void> {
    await this.db.insertInto('operation_reports').values(row).execute();
  }

  /** Writes a draft; a signed report is never matched, so it cannot change. */
  async updateDraft(
    userId: string,
    id: string,
    fields: Pick<
      OperationReportsTable,
      'patient_id' | 'technique_id' | 'technique_name' | 'operation_date' | 'content' | 'updated_at'
    >,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('operation_reports')
      .set(fields)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('status', '=', 'draft')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async sign(userId: string, id: string, signedBy: string, at: number): Promise<boolean> {
    const result = await this.db
      .updateTable('operation_reports')
      .set({ status: 'signed', signed_at: at, signed_by: signedBy, updated_at: at })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('status', '=', 'draft')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Inserts the next version of a signed report unless one already follows it; false when one
   * does or the report is not signed. The signed row is taken first, so that two requests at
   * once make one copy (both used to find none and both insert on PostgreSQL).
   */
  async insertNextVersion(
    userId: string,
    signedId: string,
    copy: OperationReportsTable,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const taken = await takeRows(trx, 'operation_reports', (signed) =>
        signed
          .where('user_id', '=', userId)
          .where('id', '=', signedId)
          .where('status', '=', 'signed'),
      );
      if (taken === 0) return false;
      const newer = await trx
        .selectFrom('operation_reports')
        .select('id')
        .where('user_id', '=', userId)
        .where('previous_id', '=', signedId)
        .executeTakeFirst();
      if (newer) return false;
      await trx.insertInto('operation_reports').values(copy).execute();
      return true;
    });
  }

  /** Drafts can be thrown away; signed reports stay (they go with their patient). */
  async deleteDraft(userId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('operation_reports')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('status', '=', 'draft')
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}

/** A patient erased for good takes its reports and dictations with it (trash repository). */
export async function deletePatientReportRows(
  db: Kysely<Database>,
  userId: string,
  patientId: string,
): Promise<void> {
  await db
    .deleteFrom('operation_reports')
    .where('user_id', '=', userId)
    .where('patient_id', '=', patientId)
    .execute();
}
