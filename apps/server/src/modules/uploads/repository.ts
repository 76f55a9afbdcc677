import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/** SQL of the uploads module beyond inserting a photo (MediaRepository does that). */
export class UploadsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Points an active video of the user at its thumbnail; false when there is none. */
  async setVideoThumbnail(
    userId: string,
    photoId: string,
    thumbnailPath: string,
    now: number,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('photos')
      .set({ thumbnail_path: thumbnailPath, updated_at: now })
      .where('user_id', '=', userId)
      .where('id', '=', photoId)
      .where('media_type', '=', 'video')
      .where('is_deleted', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
