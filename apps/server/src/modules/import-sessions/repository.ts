import type { ImportSessionStatus, ImportUploadStatus } from '@photodossier/domain/import-session';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { SqlDialect } from '../../config/types';
import { jsonQuoted, utf8Bytes } from '../../platform/db/portable';
import type {
  Database,
  ImportSessionPhotosTable,
  ImportSessionsTable,
} from '../../platform/db/schema';

export type ImportSessionRow = Selectable<ImportSessionsTable>;
export type ImportSessionPhotoRow = Selectable<ImportSessionPhotosTable>;
/** A session photo as a session's answer shows it (no session or owner id: the session says). */
export type SessionPhotoView = Omit<ImportSessionPhotoRow, 'session_id' | 'user_id'>;

/** A session's photos and assignments as the JSON of their two maps' members, UTF-8. */
export interface SessionPhotosJson {
  /** `"id":{…},"id":{…}` by session photo id; empty when there are none. */
  readonly photos: Buffer;
  readonly assignments: Buffer;
  /** How many photos the session holds, written after `since` or not. */
  readonly photoCount: number;
}

export interface SessionPhotoChanges {
  readonly upload_status?: ImportUploadStatus;
  readonly upload_progress?: number;
  readonly suggested_patient_id?: string | null;
}

/** What a finished upload says about its session photo. */
export interface UploadedSessionPhotoRow {
  readonly userId: string;
  readonly sessionId: string;
  readonly sessionPhotoId: string;
  readonly photoId: string;
  readonly patientId: string | null;
  readonly suggestedPatientId: string | null;
  /** JSON metadata for a photo the browser never registered. */
  readonly metadata: string;
  readonly at: number;
}

/** Sessions deleted per statement by the cleanup, so one pass never holds a long lock. */
const CLEANUP_BATCH = 200;

export class ImportSessionsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: SqlDialect,
  ) {}

  /** Runs work in one transaction; the repository's calls take the transaction as `db`. */
  async transaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  async findSession(
    userId: string,
    id: string,
    db: Kysely<Database> = this.db,
  ): Promise<ImportSessionRow | undefined> {
    return db
      .selectFrom('import_sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The device's active session, the most recently changed when there are several. */
  async findNewestActive(userId: string, deviceId: string): Promise<ImportSessionRow | undefined> {
    return this.db
      .selectFrom('import_sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('device_id', '=', deviceId)
      .where('status', '=', 'active')
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async insertSession(row: ImportSessionRow): Promise<void> {
    await this.db.insertInto('import_sessions').values(row).execute();
  }

  /**
   * Marks an active session changed; false when it is missing, someone else's or no longer
   * active. Inside a transaction this also takes the row, so a finalize waits for the change.
   */
  async touchActive(
    userId: string,
    id: string,
    at: number,
    db: Kysely<Database> = this.db,
  ): Promise<boolean> {
    const result = await db
      .updateTable('import_sessions')
      .set({ updated_at: at })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Ends an active session; false when it is missing, someone else's or already ended. */
  async endActive(
    userId: string,
    id: string,
    status: Exclude<ImportSessionStatus, 'active'>,
    at: number,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('import_sessions')
      .set({ status, updated_at: at })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * The members of a session's `photos` and `assignments` maps, written by the database: those
   * written after `since` (epoch ms of their updated_at) when it is given, with the count of all
   * the session's photos from the same scan. Each metadata goes out as stored, validated JSON;
   * keys and values are importSessionSchema's, as toSessionPhoto writes one photo. The text comes
   * back as bytes: for 999 photos, reading the rows as values, writing them as a string and that
   * string as bytes cost about five times this one statement (decision 0078). Members come in the
   * order the database reads them: an object's members have none, and sorting them cost half the
   * statement.
   */
  async photosJsonOf(sessionId: string, since?: number): Promise<SessionPhotosJson> {
    const column = (name: keyof SessionPhotoView) => sql.ref<string | number | null>(name);
    const quoted = (name: keyof SessionPhotoView) =>
      jsonQuoted(this.dialect, sql.ref<string | null>(name));
    const photo = sql<string>`${quoted('session_photo_id')}
      || ':{"upload_status":' || ${quoted('upload_status')}
      || ',"upload_progress":' || ${column('upload_progress')}
      || ',"unassigned_photo_id":' || ${quoted('unassigned_photo_id')}
      || ',"photo_id":' || ${quoted('photo_id')}
      || ',"suggested_patient_id":' || ${quoted('suggested_patient_id')}
      || ',"metadata":' || ${column('metadata')}
      || ',"updated_at":' || ${column('updated_at')} || '}'`;
    const assignment = sql<string>`case when ${column('assigned_at')} is not null
      then ${quoted('session_photo_id')}
        || ':{"patient_id":' || ${quoted('assigned_patient_id')}
        || ',"assigned_at":' || ${column('assigned_at')} || '}'
      end`;
    const written =
      since === undefined ? sql`` : sql` filter (where ${column('updated_at')} > ${since})`;
    const row = await this.db
      .selectFrom('import_session_photos')
      .select((eb) => [
        utf8Bytes(this.dialect, sql`string_agg(${photo}, ',')${written}`).as('photos'),
        utf8Bytes(this.dialect, sql`string_agg(${assignment}, ',')${written}`).as('assignments'),
        eb.fn.countAll<number | string>().as('count'),
      ])
      .where('session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    return {
      photos: row.photos ?? Buffer.alloc(0),
      assignments: row.assignments ?? Buffer.alloc(0),
      photoCount: Number(row.count),
    };
  }

  async findPhoto(
    sessionId: string,
    sessionPhotoId: string,
    db: Kysely<Database> = this.db,
  ): Promise<ImportSessionPhotoRow | undefined> {
    return db
      .selectFrom('import_session_photos')
      .selectAll()
      .where('session_id', '=', sessionId)
      .where('session_photo_id', '=', sessionPhotoId)
      .executeTakeFirst();
  }

  /**
   * Registers a photo, or refreshes the metadata of one already there: its upload state is
   * kept, since its upload may have finished before the registration arrived.
   */
  async registerPhoto(
    row: ImportSessionPhotoRow,
    suggestionGiven: boolean,
    db: Kysely<Database> = this.db,
  ): Promise<void> {
    await db
      .insertInto('import_session_photos')
      .values(row)
      .onConflict((conflict) =>
        conflict.columns(['session_id', 'session_photo_id']).doUpdateSet({
          metadata: row.metadata,
          updated_at: row.updated_at,
          ...(suggestionGiven ? { suggested_patient_id: row.suggested_patient_id } : {}),
        }),
      )
      .execute();
  }

  /**
   * False when the session holds no such photo. A recorded upload is final: the browser's
   * status report, sent when the upload started, may arrive after it and leaves it uploaded.
   * The condition is evaluated on the row being written, so a concurrent record wins too.
   */
  async updatePhoto(
    sessionId: string,
    sessionPhotoId: string,
    changes: SessionPhotoChanges,
    at: number,
    db: Kysely<Database> = this.db,
  ): Promise<boolean> {
    const { upload_status: status, upload_progress: progress, ...rest } = changes;
    const unlessRecorded = <T>(value: T, column: 'upload_status' | 'upload_progress') =>
      sql<T>`case when photo_id is null then ${value} else ${sql.ref(column)} end`;
    const result = await db
      .updateTable('import_session_photos')
      .set({
        ...rest,
        ...(status === undefined ? {} : { upload_status: unlessRecorded(status, 'upload_status') }),
        ...(progress === undefined
          ? {}
          : { upload_progress: unlessRecorded(progress, 'upload_progress') }),
        updated_at: at,
      })
      .where('session_id', '=', sessionId)
      .where('session_photo_id', '=', sessionPhotoId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async deletePhoto(
    sessionId: string,
    sessionPhotoId: string,
    db: Kysely<Database> = this.db,
  ): Promise<boolean> {
    const result = await db
      .deleteFrom('import_session_photos')
      .where('session_id', '=', sessionId)
      .where('session_photo_id', '=', sessionPhotoId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** False when the session holds no such photo. */
  async setAssignment(
    sessionId: string,
    sessionPhotoId: string,
    patientId: string | null,
    at: number,
    db: Kysely<Database> = this.db,
  ): Promise<boolean> {
    const result = await db
      .updateTable('import_session_photos')
      .set({ assigned_patient_id: patientId, assigned_at: at, updated_at: at })
      .where('session_id', '=', sessionId)
      .where('session_photo_id', '=', sessionPhotoId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Those of the ids that are the user's patients, in the trash or not. */
  async ownedPatientIds(userId: string, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('patients')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  /** Whether the session is one of the user's active ones. */
  async isActive(userId: string, id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('import_sessions')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Records a finished upload on its session photo, registered or not. False when the session
   * is gone (cleaned up, or the account's) and nothing was written.
   */
  async recordUpload(upload: UploadedSessionPhotoRow): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const touched = await trx
        .updateTable('import_sessions')
        .set({ updated_at: upload.at })
        .where('user_id', '=', upload.userId)
        .where('id', '=', upload.sessionId)
        .executeTakeFirst();
      if (Number(touched.numUpdatedRows) === 0) return false;
      const uploaded = {
        upload_status: 'uploaded',
        upload_progress: 100,
        photo_id: upload.photoId,
        unassigned_photo_id: upload.patientId ? null : upload.photoId,
        updated_at: upload.at,
        ...(upload.patientId
          ? { assigned_patient_id: upload.patientId, assigned_at: upload.at }
          : {}),
      };
      await trx
        .insertInto('import_session_photos')
        .values({
          session_id: upload.sessionId,
          session_photo_id: upload.sessionPhotoId,
          user_id: upload.userId,
          suggested_patient_id: upload.suggestedPatientId,
          metadata: upload.metadata,
          assigned_patient_id: null,
          assigned_at: null,
          ...uploaded,
        })
        .onConflict((conflict) =>
          conflict.columns(['session_id', 'session_photo_id']).doUpdateSet(uploaded),
        )
        .execute();
      return true;
    });
  }

  /**
   * Deletes abandoned sessions last changed before the cutoff, with their photo rows; the
   * deleted sessions with their owners.
   */
  async deleteAbandonedBefore(
    cutoff: number,
  ): Promise<Array<Pick<ImportSessionRow, 'id' | 'user_id'>>> {
    const deleted: Array<Pick<ImportSessionRow, 'id' | 'user_id'>> = [];
    for (;;) {
      const batch = await this.db.transaction().execute(async (trx) => {
        const sessions = await trx
          .selectFrom('import_sessions')
          .select(['id', 'user_id'])
          .where('status', '=', 'abandoned')
          .where('updated_at', '<', cutoff)
          .orderBy('updated_at')
          .limit(CLEANUP_BATCH)
          .execute();
        if (sessions.length === 0) return { seen: 0, removed: [] };
        // Checked again by the delete: an upload finishing meanwhile may have touched one.
        const removed = await trx
          .deleteFrom('import_sessions')
          .where(
            'id',
            'in',
            sessions.map((session) => session.id),
          )
          .where('status', '=', 'abandoned')
          .where('updated_at', '<', cutoff)
          .returning(['id', 'user_id'])
          .execute();
        if (removed.length > 0) {
          await trx
            .deleteFrom('import_session_photos')
            .where(
              'session_id',
              'in',
              removed.map((session) => session.id),
            )
            .execute();
        }
        return { seen: sessions.length, removed };
      });
      deleted.push(...batch.removed);
      if (batch.seen < CLEANUP_BATCH) return deleted;
    }
  }
}
