import {
  sql,
  type Insertable,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type Updateable,
} from 'kysely';
import { photoFileUrls } from '@photodossier/domain/photo-urls';
import type { Database, PatientsTable, PhotosTable } from '../../platform/db/schema';
import { toNumber } from '../../platform/db/portable';

export type PhotoRow = Selectable<PhotosTable>;
export type NewPhotoRow = Insertable<PhotosTable>;

/**
 * What a list item shows (`photoListItemSchema`): neither the annotations (megabytes of
 * drawing, which lists only flag) nor the columns a listed photo cannot differ in or that stay
 * on the server (owner, storage path, trash and recovery fields, background-removal flags).
 */
const LIST_COLUMNS = [
  'id',
  'patient_id',
  'thumbnail_path',
  'preview_path',
  'date_prise',
  'zone_traitee',
  'created_at',
  'updated_at',
  'file_size',
  'file_type',
  'media_type',
  'duration',
  'video_resolution',
  'video_fps',
  'width',
  'height',
  'has_background_removed',
  'background_removed_url',
  'original_photo_id',
  'upload_source',
  'session_id',
  'tags',
  'filename',
  'exif_dates',
] as const satisfies readonly Exclude<keyof PhotosTable, 'annotations'>[];

export type PhotoListRow = Pick<PhotoRow, (typeof LIST_COLUMNS)[number]> & { annotated: number };
export type PhotoChanges = Omit<Updateable<PhotosTable>, 'id' | 'user_id' | 'created_at'>;

/** Where a photo sits in the newest-first order: (date_prise, id), both descending. */
export interface PhotoPosition {
  readonly datePrise: number;
  readonly id: string;
}

/** The photos a list or a viewer walks through; soft-deleted photos are never in a scope. */
export type PhotoScopeFilter =
  | { readonly kind: 'all' }
  | { readonly kind: 'unassigned' }
  | { readonly kind: 'patient'; readonly patientId: string };

export interface PhotoNeighbourRows {
  readonly previousId: string | null;
  readonly nextId: string | null;
  /** Photos of the scope that come before this position (newer). */
  readonly newerCount: number;
  readonly total: number;
}

export type PatientName = Pick<Selectable<PatientsTable>, 'prenom' | 'nom'>;

// The equality prefix matches an index of migration 0003: (user_id, is_deleted, date_prise, id)
// for all (patient_id appended by 0005, so hiding a trashed patient's photos needs no table
// read), (user_id, patient_id, is_deleted, date_prise, id) for unassigned and per patient,
// so every page and neighbour lookup is a range scan of one index.
function inScope<O>(
  query: SelectQueryBuilder<Database, 'photos', O>,
  userId: string,
  scope: PhotoScopeFilter,
): SelectQueryBuilder<Database, 'photos', O> {
  const active = query.where('user_id', '=', userId).where('is_deleted', '=', 0);
  if (scope.kind === 'unassigned') return active.where('patient_id', 'is', null);
  if (scope.kind === 'patient') return active.where('patient_id', '=', scope.patientId);
  // A patient in the trash takes its photos out of the galleries until it is restored
  // (decision 0015); they stay filed under it, untouched.
  return active.where(({ eb, or, selectFrom }) =>
    or([
      eb('photos.patient_id', 'is', null),
      eb(
        'photos.patient_id',
        'not in',
        selectFrom('patients')
          .select('patients.id')
          .where('patients.user_id', '=', userId)
          .where('patients.is_deleted', '=', 1),
      ),
    ]),
  );
}

/** SQL of photos and videos. Every function takes the owner's id: no query crosses users. */
export class MediaRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (repository: MediaRepository, trx: Kysely<Database>) => Promise<T>) {
    return this.db.transaction().execute((trx) => work(new MediaRepository(trx), trx));
  }

  async insertPhoto(row: NewPhotoRow, db: Kysely<Database> = this.db): Promise<void> {
    await db.insertInto('photos').values(row).execute();
  }

  /** Points the user's original at its newest background-removal variant (spec 01 §4). */
  async linkVariant(
    userId: string,
    originalId: string,
    variantId: string,
    now: number,
    db: Kysely<Database> = this.db,
  ): Promise<void> {
    await db
      .updateTable('photos')
      .set({ background_removed_url: photoFileUrls.original(variantId), updated_at: now })
      .where('user_id', '=', userId)
      .where('id', '=', originalId)
      .execute();
  }

  /** Any photo of the user, deleted or not; null for a missing id or another user's photo. */
  async findPhoto(userId: string, id: string): Promise<PhotoRow | null> {
    const row = await this.db
      .selectFrom('photos')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  /** A page of the scope, newest first, strictly after `after` (a keyset, never an offset). */
  listPage(
    userId: string,
    scope: PhotoScopeFilter,
    after: PhotoPosition | null,
    limit: number,
  ): Promise<PhotoListRow[]> {
    return this.listPageQuery(userId, scope, after, limit).execute();
  }

  /** The statement of listPage, unexecuted: tests read its plan. */
  listPageQuery(
    userId: string,
    scope: PhotoScopeFilter,
    after: PhotoPosition | null,
    limit: number,
  ) {
    const columns = this.db
      .selectFrom('photos')
      .select(LIST_COLUMNS)
      .select(sql<number>`case when annotations is null then 0 else 1 end`.as('annotated'));
    let query = inScope(columns, userId, scope);
    if (after) {
      query = query.where((eb) =>
        eb(eb.refTuple('date_prise', 'id'), '<', eb.tuple(after.datePrise, after.id)),
      );
    }
    return query.orderBy('date_prise', 'desc').orderBy('id', 'desc').limit(limit);
  }

  async neighbours(
    userId: string,
    scope: PhotoScopeFilter,
    at: PhotoPosition,
  ): Promise<PhotoNeighbourRows> {
    const scoped = () => inScope(this.db.selectFrom('photos'), userId, scope);
    const [previous, next, newer, total] = await Promise.all([
      scoped()
        .select('id')
        .where((eb) => eb(eb.refTuple('date_prise', 'id'), '>', eb.tuple(at.datePrise, at.id)))
        .orderBy('date_prise', 'asc')
        .orderBy('id', 'asc')
        .limit(1)
        .executeTakeFirst(),
      scoped()
        .select('id')
        .where((eb) => eb(eb.refTuple('date_prise', 'id'), '<', eb.tuple(at.datePrise, at.id)))
        .orderBy('date_prise', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),
      scoped()
        .select((eb) => eb.fn.countAll().as('count'))
        .where((eb) => eb(eb.refTuple('date_prise', 'id'), '>', eb.tuple(at.datePrise, at.id)))
        .executeTakeFirstOrThrow(),
      scoped()
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      previousId: previous?.id ?? null,
      nextId: next?.id ?? null,
      newerCount: toNumber(newer.count as number | string),
      total: toNumber(total.count as number | string),
    };
  }

  /** Changes a photo that is not in the trash; false when there is none to change. */
  async updateActivePhoto(userId: string, id: string, changes: PhotoChanges): Promise<boolean> {
    const result = await this.db
      .updateTable('photos')
      .set(changes)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('is_deleted', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Files an unassigned, active photo under a patient. False when the photo is gone, in the
   * trash or already assigned, so two concurrent assignments cannot both succeed.
   */
  async assignIfUnassigned(
    userId: string,
    id: string,
    changes: Pick<PhotoChanges, 'patient_id' | 'updated_at'> &
      Partial<Pick<PhotoChanges, 'storage_path' | 'thumbnail_path' | 'preview_path'>>,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('photos')
      .set(changes)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('is_deleted', '=', 0)
      .where('patient_id', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The photo's face embeddings follow it to its patient (spec 01 §4, assignment). */
  async setEmbeddingsPatient(
    userId: string,
    photoId: string,
    patientId: string | null,
  ): Promise<void> {
    await this.db
      .updateTable('face_embeddings')
      .set({ patient_id: patientId })
      .where('user_id', '=', userId)
      .where('photo_id', '=', photoId)
      .execute();
  }

  /**
   * The ids plus the background-removal variants and originals linked to them, followed until
   * nothing new turns up (spec 01 §4: a variant and its original go to the trash together).
   */
  async withLinkedVariants(userId: string, ids: readonly string[]): Promise<string[]> {
    const found = new Set<string>();
    let frontier = [...new Set(ids)];
    while (frontier.length > 0) {
      const rows = await this.db
        .selectFrom('photos')
        .select(['id', 'original_photo_id'])
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('id', 'in', frontier), eb('original_photo_id', 'in', frontier)]))
        .execute();
      const next = new Set<string>();
      for (const row of rows) {
        for (const id of [row.id, row.original_photo_id]) {
          if (id !== null && !found.has(id)) next.add(id);
        }
      }
      for (const id of frontier) found.add(id);
      frontier = [...next].filter((id) => !found.has(id));
    }
    return [...found];
  }

  /** Moves active photos to the trash in one statement; the rows it changed. */
  async softDelete(
    userId: string,
    ids: readonly string[],
    now: number,
  ): Promise<Array<Pick<PhotoRow, 'id' | 'patient_id'>>> {
    if (ids.length === 0) return [];
    return this.db
      .updateTable('photos')
      .set({ is_deleted: 1, deleted_at: now, updated_at: now })
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .where('is_deleted', '=', 0)
      .returning(['id', 'patient_id'])
      .execute();
  }

  /** The name of any patient of the user, in the trash or not: download names use it. */
  async findPatientName(userId: string, id: string): Promise<PatientName | null> {
    const row = await this.db
      .selectFrom('patients')
      .select(['prenom', 'nom'])
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  /** The user's interface language ('fr' unless the settings say 'en'). */
  async findLanguage(userId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('user_settings')
      .select('document')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return null;
    try {
      const document = JSON.parse(row.document) as { language?: unknown };
      return typeof document.language === 'string' ? document.language : null;
    } catch {
      return null;
    }
  }
}
