import type { TagKind } from '@photodossier/domain/tag-record';
import type { Kysely } from 'kysely';
import type { Database, TagsTable } from '../../platform/db/schema';
import { newId } from '../../platform/db/portable';

export type TagRow = TagsTable;

/**
 * The user's tag vocabularies, one per kind (patient, photo). Names are unique per user and
 * kind; adding a known name does nothing.
 */
export class TagsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(userId: string, kind?: TagKind): Promise<TagRow[]> {
    let query = this.db.selectFrom('tags').selectAll().where('user_id', '=', userId);
    if (kind) query = query.where('kind', '=', kind);
    return query.orderBy('name').orderBy('kind').execute();
  }

  async findByName(userId: string, kind: TagKind, name: string): Promise<TagRow | null> {
    const row = await this.db
      .selectFrom('tags')
      .selectAll()
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('name', '=', name)
      .executeTakeFirst();
    return row ?? null;
  }

  /** Adds the names the user does not have yet in this kind; true when any was new. */
  async ensure(
    userId: string,
    kind: TagKind,
    names: readonly string[],
    now: number,
  ): Promise<boolean> {
    if (names.length === 0) return false;
    const result = await this.db
      .insertInto('tags')
      .values(names.map((name) => ({ id: newId(), user_id: userId, kind, name, created_at: now })))
      .onConflict((conflict) => conflict.columns(['user_id', 'kind', 'name']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('tags')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
