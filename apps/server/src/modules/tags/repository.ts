import type { Kysely } from 'kysely';
import type { Database, TagsTable } from '../../platform/db/schema';
import { newId } from '../../platform/db/portable';

export type TagRow = TagsTable;

/** The user's tag vocabulary. Names are unique per user; adding a known name does nothing. */
export class TagsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(userId: string): Promise<TagRow[]> {
    return this.db
      .selectFrom('tags')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('name')
      .execute();
  }

  async findByName(userId: string, name: string): Promise<TagRow | null> {
    const row = await this.db
      .selectFrom('tags')
      .selectAll()
      .where('user_id', '=', userId)
      .where('name', '=', name)
      .executeTakeFirst();
    return row ?? null;
  }

  /** Adds the names the user does not have yet; true when any was new. */
  async ensure(userId: string, names: readonly string[], now: number): Promise<boolean> {
    if (names.length === 0) return false;
    const result = await this.db
      .insertInto('tags')
      .values(names.map((name) => ({ id: newId(), user_id: userId, name, created_at: now })))
      .onConflict((conflict) => conflict.columns(['user_id', 'name']).doNothing())
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
