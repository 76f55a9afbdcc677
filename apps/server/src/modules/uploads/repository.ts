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

  /** Every file key the user's photo rows name, trash included. */
  async storedKeysOf(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('photos')
      .select(['storage_path', 'thumbnail_path', 'preview_path', 'background_removed_url'])
      .where('user_id', '=', userId)
      .execute();
    return rows.flatMap((row) =>
      [row.storage_path, row.thumbnail_path, row.preview_path, row.background_removed_url].filter(
        (key): key is string => typeof key === 'string' && key !== '',
      ),
    );
  }
}
