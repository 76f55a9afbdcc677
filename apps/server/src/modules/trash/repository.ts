import type { Kysely, Selectable } from 'kysely';
import { toNumber } from '../../platform/db/portable';
import type { Database, PatientsTable, PhotosTable } from '../../platform/db/schema';
import { deleteComparisonRows } from '../comparisons/repository';
import { deletePatientReportRows } from '../operation-reports/repository';

/** What permanent deletion needs of a photo: its files, bytes and links. */
export type ErasablePhotoRow = Pick<
  PhotosTable,
  | 'id'
  | 'patient_id'
  | 'storage_path'
  | 'thumbnail_path'
  | 'preview_path'
  | 'file_size'
  | 'original_photo_id'
>;

const ERASABLE_COLUMNS = [
  'id',
  'patient_id',
  'storage_path',
  'thumbnail_path',
  'preview_path',
  'file_size',
  'original_photo_id',
] as const;

export interface TrashedPatientRow extends Selectable<PatientsTable> {
  readonly photo_count: number;
  readonly cover_photo_id: string | null;
}

export interface TrashedPatientPosition {
  readonly deletedAt: number;
  readonly id: string;
}

/** SQL of the trash. Every function takes the owner's id: no query crosses users. */
export class TrashRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(
    work: (repository: TrashRepository, trx: Kysely<Database>) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction().execute((trx) => work(new TrashRepository(trx), trx));
  }

  async summary(userId: string) {
    const [photos, patients] = await Promise.all([
      this.db
        .selectFrom('photos')
        .select((eb) => [
          eb.fn.countAll().as('count'),
          eb.fn.sum<number | string | null>('file_size').as('bytes'),
        ])
        .where('user_id', '=', userId)
        .where('is_deleted', '=', 1)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('patients')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('user_id', '=', userId)
        .where('is_deleted', '=', 1)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      photos: { count: toNumber(photos.count as number | string), size: toNumber(photos.bytes) },
      patients: { count: toNumber(patients.count as number | string) },
    };
  }

  /** Patients in the trash, last deleted first, strictly after `after`. */
  async trashedPatients(
    userId: string,
    after: TrashedPatientPosition | null,
    limit: number,
  ): Promise<TrashedPatientRow[]> {
    let page = this.db
      .selectFrom('patients')
      .selectAll()
      .where('user_id', '=', userId)
      .where('is_deleted', '=', 1);
    if (after) {
      page = page.where((eb) =>
        eb(eb.refTuple('deleted_at', 'id'), '<', eb.tuple(after.deletedAt, after.id)),
      );
    }
    page = page.orderBy('deleted_at', 'desc').orderBy('id', 'desc').limit(limit);
    const rows = await this.db
      .selectFrom(page.as('page'))
      .selectAll('page')
      .select((eb) => [
        eb
          .selectFrom('photos')
          .select((photos) => photos.fn.countAll().as('count'))
          .where('photos.user_id', '=', userId)
          // Every photo filed under the patient, trashed ones too: all of them go with it.
          .whereRef('photos.patient_id', '=', 'page.id')
          .as('photo_count'),
        eb
          .selectFrom('photos')
          .select('photos.id')
          .where('photos.user_id', '=', userId)
          .whereRef('photos.patient_id', '=', 'page.id')
          .where('photos.is_deleted', '=', 0)
          .orderBy('photos.date_prise', 'desc')
          .orderBy('photos.id', 'desc')
          .limit(1)
          .as('cover_photo_id'),
      ])
      .orderBy('page.deleted_at', 'desc')
      .orderBy('page.id', 'desc')
      .execute();
    return rows.map((row) => ({
      ...row,
      photo_count: toNumber(row.photo_count as number | string | null),
      cover_photo_id: row.cover_photo_id ?? null,
    }));
  }

  async countTrashedPatients(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('patients')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('user_id', '=', userId)
      .where('is_deleted', '=', 1)
      .executeTakeFirstOrThrow();
    return toNumber(row.count as number | string);
  }

  async isTrashedPatient(userId: string, id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('patients')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('is_deleted', '=', 1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Takes a patient out of the trash; false when it is not in the user's trash. */
  async restorePatient(userId: string, id: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('patients')
      .set({ is_deleted: 0, deleted_at: null, updated_at: now })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('is_deleted', '=', 1)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The ids of the patient's media, in the trash or not. */
  async patientPhotoIds(userId: string, patientId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('photos')
      .select('id')
      .where('user_id', '=', userId)
      .where('patient_id', '=', patientId)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Takes photos out of the trash in one statement; the rows it changed. */
  async restorePhotos(
    userId: string,
    ids: readonly string[],
    now: number,
  ): Promise<Array<Pick<PhotosTable, 'id' | 'patient_id'>>> {
    if (ids.length === 0) return [];
    return this.db
      .updateTable('photos')
      .set({ is_deleted: 0, deleted_at: null, updated_at: now })
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .where('is_deleted', '=', 1)
      .returning(['id', 'patient_id'])
      .execute();
  }

  /** Of these ids, the user's photos that are in the trash. */
  async trashedAmong(userId: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('photos')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .where('is_deleted', '=', 1)
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * The photos and, followed down, every background-removal variant made from them: removing
   * an original removes its variants (spec 01 §4).
   */
  async erasableWithVariants(userId: string, ids: readonly string[]): Promise<ErasablePhotoRow[]> {
    const found = new Map<string, ErasablePhotoRow>();
    const select = () =>
      this.db.selectFrom('photos').select(ERASABLE_COLUMNS).where('user_id', '=', userId);
    let rows =
      ids.length > 0
        ? await select()
            .where('id', 'in', [...new Set(ids)])
            .execute()
        : [];
    while (rows.length > 0) {
      const fresh = rows.filter((row) => !found.has(row.id));
      for (const row of fresh) found.set(row.id, row);
      if (fresh.length === 0) break;
      rows = await select()
        .where(
          'original_photo_id',
          'in',
          fresh.map((row) => row.id),
        )
        .execute();
    }
    return [...found.values()];
  }

  /** The first photos of the user's trash (oldest taken first), at most `limit`. */
  async firstTrashedIds(userId: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('photos')
      .select('id')
      .where('user_id', '=', userId)
      .where('is_deleted', '=', 1)
      .orderBy('date_prise', 'asc')
      .orderBy('id', 'asc')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Some photos of the patient, in the trash or not, at most `limit`. */
  async somePatientPhotoIds(userId: string, patientId: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('photos')
      .select('id')
      .where('user_id', '=', userId)
      .where('patient_id', '=', patientId)
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * Deletes the rows and their face embeddings; originals of a removed variant that stay lose
   * their background_removed_url. The bytes of the rows deleted.
   */
  async deletePhotoRows(
    userId: string,
    rows: readonly ErasablePhotoRow[],
    now: number,
  ): Promise<{
    count: number;
    bytes: number;
    ids: string[];
    patientIds: string[];
    deleted: { id: string; patientId: string | null }[];
  }> {
    if (rows.length === 0) return { count: 0, bytes: 0, ids: [], patientIds: [], deleted: [] };
    const ids = rows.map((row) => row.id);
    await this.db
      .deleteFrom('face_embeddings')
      .where('user_id', '=', userId)
      .where('photo_id', 'in', ids)
      .execute();
    const deleted = await this.db
      .deleteFrom('photos')
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .returning(['id', 'file_size', 'patient_id'])
      .execute();
    // A comparison without one of its photos is gone too; a shared set just loses the photo.
    const comparisons = await this.db
      .selectFrom('comparison_photos')
      .select('comparison_id')
      .distinct()
      .where('user_id', '=', userId)
      .where('photo_id', 'in', ids)
      .execute();
    await deleteComparisonRows(
      this.db,
      userId,
      comparisons.map((row) => row.comparison_id),
    );
    await this.db
      .deleteFrom('share_items')
      .where('user_id', '=', userId)
      .where('item_id', 'in', ids)
      .execute();
    const gone = new Set(ids);
    const originals = [
      ...new Set(
        rows.flatMap((row) =>
          row.original_photo_id !== null && !gone.has(row.original_photo_id)
            ? [row.original_photo_id]
            : [],
        ),
      ),
    ];
    if (originals.length > 0) {
      await this.db
        .updateTable('photos')
        .set({ background_removed_url: null, has_background_removed: 0, updated_at: now })
        .where('user_id', '=', userId)
        .where('id', 'in', originals)
        .execute();
    }
    return {
      count: deleted.length,
      bytes: deleted.reduce((total, row) => total + Number(row.file_size), 0),
      ids: [...deleted.map((row) => row.id), ...originals],
      patientIds: [...new Set(deleted.flatMap((row) => (row.patient_id ? [row.patient_id] : [])))],
      deleted: deleted.map((row) => ({ id: row.id, patientId: row.patient_id })),
    };
  }

  /** Deletes a patient of the trash and the face embeddings filed under it. */
  async deleteTrashedPatient(userId: string, id: string): Promise<boolean> {
    // One transaction, the patient row first: an active patient (not in the trash) is left
    // untouched, embeddings included.
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .deleteFrom('patients')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('is_deleted', '=', 1)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) return false;
      await trx
        .deleteFrom('face_embeddings')
        .where('user_id', '=', userId)
        .where('patient_id', '=', id)
        .execute();
      // Injection charts go with their patient; while in the trash they wait with it.
      await trx
        .deleteFrom('injection_sessions')
        .where('user_id', '=', userId)
        .where('patient_id', '=', id)
        .execute();
      // The portal's invitations and shared items too (decision 0047).
      for (const table of ['portal_items', 'portal_invites'] as const) {
        await trx
          .deleteFrom(table)
          .where('user_id', '=', userId)
          .where('patient_id', '=', id)
          .execute();
      }
      const comparisons = await trx
        .selectFrom('comparisons')
        .select('id')
        .where('user_id', '=', userId)
        .where('patient_id', '=', id)
        .execute();
      await deleteComparisonRows(
        trx,
        userId,
        comparisons.map((row) => row.id),
      );
      await deletePatientReportRows(trx, userId, id);
      // Links to the patient's photos go with them, whatever they showed.
      const shares = await trx
        .selectFrom('shares')
        .select('id')
        .where('user_id', '=', userId)
        .where('patient_id', '=', id)
        .execute();
      if (shares.length > 0) {
        const shareIds = shares.map((row) => row.id);
        await trx
          .deleteFrom('share_items')
          .where('user_id', '=', userId)
          .where('share_id', 'in', shareIds)
          .execute();
        await trx
          .deleteFrom('shares')
          .where('user_id', '=', userId)
          .where('id', 'in', shareIds)
          .execute();
      }
      return true;
    });
  }
}
