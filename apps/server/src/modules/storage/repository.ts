import { patientFullName } from '@photodossier/domain/display-names';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { StorageMediaSort, StorageMediaTypeFilter } from '@photodossier/domain/storage-media';
import { toNumber } from '../../platform/db/portable';
import type { Database, PhotosTable } from '../../platform/db/schema';
import { DriveRepository } from '../drive/repository';

/** One group of the user's media: deleted or not, video or any other type (images). */
export interface MediaGroupRow {
  readonly isDeleted: boolean;
  readonly isVideo: boolean;
  readonly count: number;
  readonly bytes: number;
  /** The bytes of the group's media filed under a patient. */
  readonly assignedBytes: number;
}

export interface StorageAggregates {
  readonly media: MediaGroupRow[];
  readonly activePatients: number;
  /** Bytes of active media filed under a patient that is in the trash (hidden with it). */
  readonly hiddenWithPatientsBytes: number;
  readonly annotations: { readonly count: number; readonly bytes: number };
  /** Live drive files (decision 0040). */
  readonly drive: { readonly count: number; readonly bytes: number };
  /** Stored dictation recordings, trashed ones included (decision 0041). */
  readonly dictations: { readonly count: number; readonly bytes: number };
}

export interface StorageMediaFilter {
  readonly trash: boolean;
  readonly type: StorageMediaTypeFilter;
}

/** Where a row sits in a sort: its sort value and its id. */
export interface StorageMediaPosition {
  readonly value: number | string;
  readonly id: string;
}

export type StorageMediaRow = Pick<
  PhotosTable,
  | 'id'
  | 'media_type'
  | 'file_size'
  | 'filename'
  | 'patient_id'
  | 'date_prise'
  | 'created_at'
  | 'duration'
  | 'thumbnail_path'
  | 'is_deleted'
  | 'deleted_at'
>;

const SORT_COLUMNS = {
  size: { column: 'file_size', direction: 'desc' },
  date: { column: 'date_prise', direction: 'desc' },
  name: { column: 'filename', direction: 'asc' },
} as const satisfies Record<
  StorageMediaSort,
  { column: keyof PhotosTable; direction: 'asc' | 'desc' }
>;

export function sortValueOf(row: StorageMediaRow, sort: StorageMediaSort): number | string {
  const value = row[SORT_COLUMNS[sort].column];
  return typeof value === 'string' ? value : Number(value);
}

/** SQL of the storage statistics and the storage manager's media list; always one user's. */
export class StorageRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Exact figures in small statements, each one index range of the user. */
  async aggregates(userId: string): Promise<StorageAggregates> {
    const [media, patients, hidden, annotations, drive, dictations] = await Promise.all([
      this.mediaGroupsQuery(userId).execute(),
      this.db
        .selectFrom('patients')
        .select((eb) => eb.fn.countAll().as('active'))
        .where('user_id', '=', userId)
        .where('is_deleted', '=', 0)
        .executeTakeFirstOrThrow(),
      // Only the few patients in the trash are visited, then their photos in the patient index,
      // which holds the sizes (0022).
      this.db
        .selectFrom('photos')
        .select((eb) => eb.fn.sum<number | string | null>('file_size').as('bytes'))
        .where('user_id', '=', userId)
        .where('is_deleted', '=', 0)
        .where('patient_id', 'in', (eb) =>
          eb
            .selectFrom('patients')
            .select('patients.id')
            .where('patients.user_id', '=', userId)
            .where('patients.is_deleted', '=', 1),
        )
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('photos')
        .select((eb) => [
          eb.fn.countAll().as('count'),
          // Read from the photos_annotated expression index, never from the drawings.
          sql<number | string | null>`sum(octet_length(annotations))`.as('bytes'),
        ])
        .where('user_id', '=', userId)
        .where('is_deleted', '=', 0)
        .where('annotations', 'is not', null)
        .executeTakeFirstOrThrow(),
      new DriveRepository(this.db).totals(userId),
      this.db
        .selectFrom('dictations')
        .select((eb) => [
          eb.fn.countAll().as('count'),
          eb.fn.sum<number | string | null>('audio_size').as('bytes'),
        ])
        .where('user_id', '=', userId)
        .where('audio_key', 'is not', null)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      media: media.map((row) => ({
        isDeleted: Number(row.is_deleted) !== 0,
        isVideo: Number(row.is_video) !== 0,
        count: toNumber(row.count as number | string),
        bytes: toNumber(row.bytes),
        assignedBytes: toNumber(row.assigned_bytes),
      })),
      activePatients: toNumber(patients.active as number | string),
      hiddenWithPatientsBytes: toNumber(hidden.bytes),
      annotations: {
        count: toNumber(annotations.count as number | string),
        bytes: toNumber(annotations.bytes),
      },
      drive,
      dictations: {
        count: toNumber(dictations.count as number | string),
        bytes: toNumber(dictations.bytes),
      },
    };
  }

  /**
   * The media figures as one statement of six index ranges of photos_storage_stats: (deleted
   * or not) × (media_type below, equal to, above 'video'), which together are every row once
   * whatever types the column holds. A GROUP BY over the user's whole range did the same sums
   * but cost twice a bare sum on SQLite (the group-key comparisons per row); a range needs none
   * (issue 24, decision 0060). The assigned share is a conditional sum, not a third range key.
   */
  mediaGroupsQuery(userId: string) {
    const range = (isDeleted: 0 | 1, comparison: '<' | '=' | '>') =>
      this.db
        .selectFrom('photos')
        .select((eb) => [
          sql.lit(isDeleted).as('is_deleted'),
          sql.lit(comparison === '=' ? 1 : 0).as('is_video'),
          eb.fn.countAll().as('count'),
          eb.fn.sum<number | string | null>('file_size').as('bytes'),
          sql<
            number | string | null
          >`sum(case when patient_id is null then 0 else file_size end)`.as('assigned_bytes'),
        ])
        .where('user_id', '=', userId)
        .where('is_deleted', '=', isDeleted)
        .where('media_type', comparison, 'video');
    return range(0, '<')
      .unionAll(range(0, '='))
      .unionAll(range(0, '>'))
      .unionAll(range(1, '<'))
      .unionAll(range(1, '='))
      .unionAll(range(1, '>'));
  }

  /** A page of listed media (file_size above 0) in the sort's order, strictly after `after`. */
  async mediaPage(
    userId: string,
    filter: StorageMediaFilter,
    sort: StorageMediaSort,
    after: StorageMediaPosition | null,
    limit: number,
  ): Promise<StorageMediaRow[]> {
    const { column, direction } = SORT_COLUMNS[sort];
    let query = this.#filtered(userId, filter).select([
      'id',
      'media_type',
      'file_size',
      'filename',
      'patient_id',
      'date_prise',
      'created_at',
      'duration',
      'thumbnail_path',
      'is_deleted',
      'deleted_at',
    ]);
    if (after) {
      const comparison = direction === 'desc' ? '<' : '>';
      query = query.where((eb) =>
        eb(eb.refTuple(column, 'id'), comparison, eb.tuple(after.value as never, after.id)),
      );
    }
    return query.orderBy(column, direction).orderBy('id', direction).limit(limit).execute();
  }

  async mediaTotals(
    userId: string,
    filter: StorageMediaFilter,
  ): Promise<{ count: number; bytes: number }> {
    const row = await this.#filtered(userId, filter)
      .select((eb) => [
        eb.fn.countAll().as('count'),
        eb.fn.sum<number | string | null>('file_size').as('bytes'),
      ])
      .executeTakeFirstOrThrow();
    return { count: toNumber(row.count as number | string), bytes: toNumber(row.bytes) };
  }

  /** "Prénom Nom" of these patients of the user, in the trash or not. */
  async patientNames(userId: string, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('patients')
      .select(['id', 'prenom', 'nom'])
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.id, patientFullName(row)]));
  }

  /** Photos recorded without a size (older data), after `afterId`, oldest id first. */
  unsizedPhotos(
    userId: string,
    afterId: string | null,
    limit: number,
  ): Promise<Array<Pick<PhotosTable, 'id' | 'storage_path'>>> {
    let query = this.db
      .selectFrom('photos')
      .select(['id', 'storage_path'])
      .where('user_id', '=', userId)
      .where('file_size', '=', 0);
    if (afterId !== null) query = query.where('id', '>', afterId);
    return query.orderBy('id', 'asc').limit(limit).execute();
  }

  async countUnsized(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('photos')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('user_id', '=', userId)
      .where('file_size', '=', 0)
      .executeTakeFirstOrThrow();
    return toNumber(row.count as number | string);
  }

  /** Writes a size read from the stored file; false when the row changed meanwhile. */
  async setSize(
    userId: string,
    id: string,
    size: number,
    fileType: string,
    now: number,
    db: Kysely<Database> = this.db,
  ): Promise<boolean> {
    const result = await db
      .updateTable('photos')
      .set({ file_size: size, file_type: fileType, updated_at: now })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('file_size', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  transaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  #filtered(
    userId: string,
    filter: StorageMediaFilter,
  ): SelectQueryBuilder<Database, 'photos', object> {
    let query = this.db
      .selectFrom('photos')
      .where('user_id', '=', userId)
      .where('is_deleted', '=', filter.trash ? 1 : 0)
      .where('file_size', '>', 0);
    if (filter.type !== 'all') query = query.where('media_type', '=', filter.type);
    return query;
  }
}
