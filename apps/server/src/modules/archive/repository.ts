import type { Kysely, Selectable } from 'kysely';
import type {
  Database,
  FaceEmbeddingsTable,
  PatientsTable,
  PhotosTable,
  TagsTable,
} from '../../platform/db/schema';

export type ArchivePatientRow = Selectable<PatientsTable>;
export type ArchivePhotoRow = Selectable<PhotosTable>;

/** What an export reads and a restore writes, always scoped to one user. */
export class ArchiveRepository {
  constructor(readonly db: Kysely<Database>) {}

  async patients(userId: string): Promise<ArchivePatientRow[]> {
    return this.db
      .selectFrom('patients')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async photos(userId: string): Promise<ArchivePhotoRow[]> {
    return this.db
      .selectFrom('photos')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('date_prise')
      .orderBy('id')
      .execute();
  }

  async tags(userId: string): Promise<Selectable<TagsTable>[]> {
    return this.db
      .selectFrom('tags')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('kind')
      .orderBy('name')
      .execute();
  }

  async embeddings(userId: string): Promise<Selectable<FaceEmbeddingsTable>[]> {
    return this.db
      .selectFrom('face_embeddings')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  }

  /** The user's photos of exactly this size: the only ones an incoming file can equal. */
  async photosOfSize(
    userId: string,
    sizes: readonly number[],
  ): Promise<{ id: string; storage_path: string; sha256: string | null }[]> {
    if (sizes.length === 0) return [];
    return this.db
      .selectFrom('photos')
      .leftJoin('photo_checksums as c', (join) =>
        join.onRef('c.photo_id', '=', 'photos.id').onRef('c.user_id', '=', 'photos.user_id'),
      )
      .select(['photos.id', 'photos.storage_path', 'c.sha256'])
      .where('photos.user_id', '=', userId)
      .where('photos.file_size', 'in', [...sizes])
      .execute();
  }

  async setChecksum(
    userId: string,
    photoId: string,
    sha256: string,
    db: Kysely<Database> = this.db,
  ): Promise<void> {
    await db
      .insertInto('photo_checksums')
      .values({ photo_id: photoId, user_id: userId, sha256 })
      .onConflict((conflict) => conflict.column('photo_id').doUpdateSet({ sha256 }))
      .execute();
  }
}
