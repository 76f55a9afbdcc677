import type { Kysely, Selectable } from 'kysely';
import type { Database, PhotosTable, SharesTable } from '../../platform/db/schema';

export type ShareRow = Selectable<SharesTable>;
/** A link as its owner's list shows it: with how many items it holds. */
export type ListedShareRow = ShareRow & { readonly item_count: number | string };

/** What a shared page needs of a photo: its files and the facts shown beside it. */
export type SharedPhotoRow = Pick<
  PhotosTable,
  | 'id'
  | 'patient_id'
  | 'media_type'
  | 'date_prise'
  | 'zone_traitee'
  | 'width'
  | 'height'
  | 'storage_path'
  | 'preview_path'
  | 'file_type'
>;

const SHARED_PHOTO_COLUMNS = [
  'photos.id',
  'photos.patient_id',
  'photos.media_type',
  'photos.date_prise',
  'photos.zone_traitee',
  'photos.width',
  'photos.height',
  'photos.storage_path',
  'photos.preview_path',
  'photos.file_type',
] as const;

export interface NewShare {
  readonly row: Omit<ShareRow, 'view_count' | 'last_viewed_at' | 'revoked_at'>;
  readonly itemIds: readonly string[];
}

/** SQL of shared links. Owner-side functions take the owner's id; the public side goes by hash. */
export class SharesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(share: NewShare): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('shares')
        .values({ ...share.row, view_count: 0, last_viewed_at: null, revoked_at: null })
        .execute();
      if (share.itemIds.length > 0) {
        await trx
          .insertInto('share_items')
          .values(
            share.itemIds.map((itemId, position) => ({
              share_id: share.row.id,
              position,
              user_id: share.row.user_id,
              item_id: itemId,
            })),
          )
          .execute();
      }
    });
  }

  #listed() {
    return this.db
      .selectFrom('shares')
      .selectAll('shares')
      .select((eb) =>
        eb
          .selectFrom('share_items')
          .select(eb.fn.countAll<number | string>().as('count'))
          .whereRef('share_items.share_id', '=', 'shares.id')
          .as('item_count'),
      )
      .$narrowType<{ item_count: number | string }>();
  }

  async list(userId: string, patientId: string | undefined): Promise<ListedShareRow[]> {
    let query = this.#listed().where('shares.user_id', '=', userId);
    if (patientId !== undefined) query = query.where('shares.patient_id', '=', patientId);
    return query.orderBy('shares.created_at', 'desc').orderBy('shares.id', 'desc').execute();
  }

  async find(userId: string, id: string): Promise<ListedShareRow | undefined> {
    return this.#listed()
      .where('shares.user_id', '=', userId)
      .where('shares.id', '=', id)
      .executeTakeFirst();
  }

  async findByTokenHash(tokenHash: string): Promise<ShareRow | undefined> {
    return this.db
      .selectFrom('shares')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** Revokes a link of the user; revoking twice keeps the first time. False when not theirs. */
  async revoke(userId: string, id: string, at: number): Promise<boolean> {
    const result = await this.db
      .updateTable('shares')
      .set((eb) => ({ revoked_at: eb.fn.coalesce('revoked_at', eb.val(at)) }))
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async countView(id: string, at: number): Promise<void> {
    await this.db
      .updateTable('shares')
      .set((eb) => ({ view_count: eb('view_count', '+', 1), last_viewed_at: at }))
      .where('id', '=', id)
      .execute();
  }

  async itemIds(userId: string, shareId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('share_items')
      .select('item_id')
      .where('user_id', '=', userId)
      .where('share_id', '=', shareId)
      .orderBy('position')
      .execute();
    return rows.map((row) => row.item_id);
  }

  /**
   * The user's photos among `ids` that are neither in the trash nor filed under a patient in
   * the trash, in no particular order.
   */
  async activePhotos(userId: string, ids: readonly string[]): Promise<SharedPhotoRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('photos')
      .leftJoin('patients', (join) =>
        join.onRef('patients.id', '=', 'photos.patient_id').on('patients.user_id', '=', userId),
      )
      .select(SHARED_PHOTO_COLUMNS)
      .where('photos.user_id', '=', userId)
      .where('photos.id', 'in', [...ids])
      .where('photos.is_deleted', '=', 0)
      .where((eb) =>
        eb.or([eb('photos.patient_id', 'is', null), eb('patients.is_deleted', '=', 0)]),
      )
      .execute();
  }

  async patientName(
    userId: string,
    patientId: string,
  ): Promise<{ prenom: string; nom: string } | undefined> {
    return this.db
      .selectFrom('patients')
      .select(['prenom', 'nom'])
      .where('user_id', '=', userId)
      .where('id', '=', patientId)
      .where('is_deleted', '=', 0)
      .executeTakeFirst();
  }
}
