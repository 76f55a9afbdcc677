import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, PhotosTable } from '../../platform/db/schema';

export type PhotoRow = Selectable<PhotosTable>;
export type NewPhotoRow = Insertable<PhotosTable>;

/** SQL of photos and videos. Every function takes the owner's id: no query crosses users. */
export class MediaRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertPhoto(row: NewPhotoRow, db: Kysely<Database> = this.db): Promise<void> {
    await db.insertInto('photos').values(row).execute();
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
}
