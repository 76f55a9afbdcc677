import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, FaceEmbeddingsTable, PatientsTable } from '../../platform/db/schema';
import { toNumber } from '../../platform/db/portable';

export type FaceEmbeddingRow = Selectable<FaceEmbeddingsTable>;
export type NewFaceEmbeddingRow = Insertable<FaceEmbeddingsTable>;
export type FacePatientRow = Pick<
  Selectable<PatientsTable>,
  'id' | 'nom' | 'prenom' | 'date_naissance' | 'email' | 'telephone' | 'is_deleted'
>;

/** A reference: an embedding whose photo and patient are both active (its vector apart). */
export type FaceReferenceRow = Pick<
  FaceEmbeddingRow,
  'id' | 'photo_id' | 'face_x' | 'face_y' | 'face_w' | 'face_h'
> & { patient_id: string };

/** Vectors are read in groups of this many ids, within every driver's parameter limit. */
const VECTOR_READ_GROUP = 500;
/**
 * Rows per page of a vector scan: 1 MiB of 1,024-float vectors. The driver gives each vector
 * its own buffer, freed only by a later garbage collection: reading 100,000 vectors 250 at a
 * time peaked 20 MB lower than 1,000 at a time, and was no slower.
 */
const VECTOR_SCAN_PAGE = 250;
/** Rows per page of references without their vectors. */
const REFERENCE_PAGE = 5000;

/**
 * Reads page after page along the (user, photo) index, each page after the last photo of the
 * one before: a few hundred sequential reads instead of one query per id, one page held at once.
 */
async function* keysetPages<Row extends { photo_id: string }>(
  limit: number,
  page: (afterPhotoId: string | null, limit: number) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  let after: string | null = null;
  for (;;) {
    const rows = await page(after, limit);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (rows.length < limit || !last) return;
    after = last.photo_id;
  }
}

const PATIENT_COLUMNS = [
  'id',
  'nom',
  'prenom',
  'date_naissance',
  'email',
  'telephone',
  'is_deleted',
] as const;

export class FacesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Bumped in the same transaction as every change a user's face index depends on (0004). */
  async indexVersion(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('face_index_versions')
      .select('version')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return toNumber(row?.version);
  }

  async countReferences(userId: string): Promise<number> {
    const row = await this.#references(userId)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirst();
    return toNumber(row?.count);
  }

  /** The user's references without their vectors, page by page. */
  referencePages(userId: string): AsyncGenerator<FaceReferenceRow[]> {
    return keysetPages(REFERENCE_PAGE, (after, limit) =>
      this.#referencesAfter(userId, after).limit(limit).execute(),
    );
  }

  /**
   * The user's references with their vectors, page by page: a cold build writes each page into
   * the index and lets it go, never holding every reference's row beside the vectors.
   */
  referenceVectorPages(
    userId: string,
  ): AsyncGenerator<Array<FaceReferenceRow & { embedding: Uint8Array }>> {
    return keysetPages(VECTOR_SCAN_PAGE, (after, limit) =>
      this.#referencesAfter(userId, after).select('face.embedding').limit(limit).execute(),
    );
  }

  /** Embeddings whose photo and patient are both active. */
  #references(userId: string) {
    return (
      this.db
        .selectFrom('face_embeddings as face')
        .innerJoin('patients as patient', (join) =>
          join
            .onRef('patient.id', '=', 'face.patient_id')
            .onRef('patient.user_id', '=', 'face.user_id'),
        )
        .innerJoin('photos as photo', (join) =>
          join.onRef('photo.id', '=', 'face.photo_id').onRef('photo.user_id', '=', 'face.user_id'),
        )
        .select([
          'face.id',
          'face.photo_id',
          'face.patient_id',
          'face.face_x',
          'face.face_y',
          'face.face_w',
          'face.face_h',
        ])
        .where('face.user_id', '=', userId)
        .where('patient.is_deleted', '=', 0)
        .where('photo.is_deleted', '=', 0)
        // The inner join with patients leaves out embeddings of no patient.
        .$narrowType<{ patient_id: string }>()
    );
  }

  #referencesAfter(userId: string, afterPhotoId: string | null) {
    let query = this.#references(userId);
    if (afterPhotoId !== null) query = query.where('face.photo_id', '>', afterPhotoId);
    return query.orderBy('face.photo_id');
  }

  /** The stored bytes of these embeddings of the user, by id; ids gone meanwhile are absent. */
  async vectors(userId: string, ids: readonly string[]): Promise<Map<string, Uint8Array>> {
    const found = new Map<string, Uint8Array>();
    for (let start = 0; start < ids.length; start += VECTOR_READ_GROUP) {
      const rows = await this.db
        .selectFrom('face_embeddings')
        .select(['id', 'embedding'])
        .where('user_id', '=', userId)
        .where('id', 'in', ids.slice(start, start + VECTOR_READ_GROUP))
        .execute();
      for (const row of rows) found.set(row.id, row.embedding);
    }
    return found;
  }

  /** Every stored vector of the user, page by page: when an index lacks many of them. */
  allVectors(userId: string): AsyncGenerator<Array<{ id: string; embedding: Uint8Array }>> {
    return keysetPages(VECTOR_SCAN_PAGE, (after, limit) => {
      let query = this.db
        .selectFrom('face_embeddings')
        .select(['id', 'photo_id', 'embedding'])
        .where('user_id', '=', userId);
      if (after !== null) query = query.where('photo_id', '>', after);
      return query.orderBy('photo_id').limit(limit).execute();
    });
  }

  /** The user's photo if it is an image outside the trash. */
  async findActiveImage(
    userId: string,
    photoId: string,
  ): Promise<{ id: string; patient_id: string | null } | null> {
    const row = await this.db
      .selectFrom('photos')
      .select(['id', 'patient_id'])
      .where('user_id', '=', userId)
      .where('id', '=', photoId)
      .where('is_deleted', '=', 0)
      .where('media_type', '=', 'image')
      .executeTakeFirst();
    return row ?? null;
  }

  async photoExists(userId: string, photoId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('photos')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', '=', photoId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The user's patient, in the trash or not. */
  async findPatient(userId: string, patientId: string): Promise<FacePatientRow | null> {
    const row = await this.db
      .selectFrom('patients')
      .select(PATIENT_COLUMNS)
      .where('user_id', '=', userId)
      .where('id', '=', patientId)
      .executeTakeFirst();
    return row ?? null;
  }

  async activePatients(userId: string, ids: readonly string[]): Promise<FacePatientRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('patients')
      .select(PATIENT_COLUMNS)
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .where('is_deleted', '=', 0)
      .execute();
  }

  /** One embedding per photo: the photo's previous one goes in the same transaction. */
  async replaceForPhoto(row: NewFaceEmbeddingRow): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('face_embeddings')
        .where('user_id', '=', row.user_id)
        .where('photo_id', '=', row.photo_id)
        .execute();
      await trx.insertInto('face_embeddings').values(row).execute();
    });
  }

  async findById(userId: string, id: string): Promise<FaceEmbeddingRow | null> {
    const row = await this.db
      .selectFrom('face_embeddings')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  async forPhoto(userId: string, photoId: string): Promise<FaceEmbeddingRow[]> {
    return this.db
      .selectFrom('face_embeddings')
      .selectAll()
      .where('user_id', '=', userId)
      .where('photo_id', '=', photoId)
      .orderBy('created_at', 'desc')
      .execute();
  }

  async countForPatient(userId: string, patientId: string): Promise<number> {
    const row = await this.db
      .selectFrom('face_embeddings')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .where('patient_id', '=', patientId)
      .executeTakeFirst();
    return toNumber(row?.count);
  }

  /** The patient's active images that have no embedding yet, oldest first. */
  async pendingPhotoIds(userId: string, patientId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('photos')
      .select('photos.id')
      .where('photos.user_id', '=', userId)
      .where('photos.patient_id', '=', patientId)
      .where('photos.is_deleted', '=', 0)
      .where('photos.media_type', '=', 'image')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('face_embeddings')
              .select('face_embeddings.id')
              .whereRef('face_embeddings.user_id', '=', 'photos.user_id')
              .whereRef('face_embeddings.photo_id', '=', 'photos.id'),
          ),
        ),
      )
      .orderBy('photos.date_prise', 'asc')
      .orderBy('photos.id', 'asc')
      .execute();
    return rows.map((row) => row.id);
  }

  /** Deletes the patient's embeddings; returns the photo ids they belonged to. */
  async deleteForPatient(userId: string, patientId: string): Promise<string[]> {
    const rows = await this.db
      .deleteFrom('face_embeddings')
      .where('user_id', '=', userId)
      .where('patient_id', '=', patientId)
      .returning('photo_id')
      .execute();
    return rows.map((row) => row.photo_id);
  }
}
