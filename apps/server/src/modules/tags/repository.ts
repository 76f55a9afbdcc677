import { distinctTags, tagKey, type TagKind } from '@photodossier/domain/tag-record';
import type { Kysely } from 'kysely';
import type { Database, TagsTable } from '../../platform/db/schema';
import { fromJsonText, newId, toJsonText } from '../../platform/db/portable';

export type TagRow = TagsTable;

/** A patient or photo with its tags, and the stored text they were read from. */
interface Carrier {
  readonly id: string;
  readonly tags: string[];
  readonly text: string;
}

const toCarrier = (row: { id: string; tags: string }): Carrier => ({
  id: row.id,
  tags: fromJsonText<string[]>(row.tags),
  text: row.tags,
});

// What carries each kind of tag: its rows hold the names as a JSON list.
const CARRIERS = { patient: 'patients', photo: 'photos' } as const;

const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The user's tag vocabularies, one per kind (patient, photo). A tag is unique per user and kind
 * by its key (tagKey: case and accents ignored), which the database enforces; adding a known
 * tag under another spelling does nothing.
 */
export class TagsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (repository: TagsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new TagsRepository(trx)));
  }

  async list(userId: string, kind?: TagKind): Promise<TagRow[]> {
    let query = this.db.selectFrom('tags').selectAll().where('user_id', '=', userId);
    if (kind) query = query.where('kind', '=', kind);
    return query.orderBy('name_key').orderBy('kind').execute();
  }

  async find(userId: string, id: string): Promise<TagRow | null> {
    const row = await this.db
      .selectFrom('tags')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  async findByName(userId: string, kind: TagKind, name: string): Promise<TagRow | null> {
    const row = await this.db
      .selectFrom('tags')
      .selectAll()
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('name_key', '=', tagKey(name))
      .executeTakeFirst();
    return row ?? null;
  }

  /**
   * The names as the vocabulary spells them, each tag once, the unknown ones added to it:
   * what a patient or photo stores, so that filters find it under one spelling. Call it inside
   * the transaction that writes the carrier: the tags it returns stay locked until that
   * transaction ends, so a deletion or a rename of one of them waits and then sees the carrier.
   */
  async adopt(
    userId: string,
    kind: TagKind,
    names: readonly string[],
    now: number,
  ): Promise<{ names: string[]; added: boolean }> {
    if (names.length === 0) return { names: [], added: false };
    // One spelling per key, in key order: two saves adding the same new tags wait for each
    // other in the same order instead of each holding one the other needs.
    const wanted = distinctTags(names).sort((a, b) => compareKeys(tagKey(a), tagKey(b)));
    let added = false;
    for (;;) {
      // Inserted first, then every tag locked: a row this transaction inserted is its own, and
      // a known one is only locked once it has committed, so nothing is held out of key order.
      const result = await this.db
        .insertInto('tags')
        .values(
          wanted.map((name) => ({
            id: newId(),
            user_id: userId,
            kind,
            name,
            name_key: tagKey(name),
            color: null,
            created_at: now,
          })),
        )
        // No conflict target: PostgreSQL then waits on every unique index (the exact name's
        // too, from migration 0013) instead of failing when a concurrent save adds the same tag.
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      added ||= Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
      const known = await this.lock(userId, kind, wanted.map(tagKey));
      // Fewer when one was deleted between the insert and the lock: add it again.
      if (known.length === wanted.length) return { names: distinctTags(names, known), added };
    }
  }

  /**
   * The names of the user's tags of this kind among `keys`, each row locked until the
   * transaction ends. A no-op write is the lock both databases share (SQLite has no FOR SHARE;
   * its write transactions run one at a time anyway); one statement per key, in key order, so
   * that two transactions locking overlapping tags wait for each other instead of
   * deadlocking. A tag deleted meanwhile is simply not returned.
   */
  async lock(userId: string, kind: TagKind, keys: readonly string[]): Promise<string[]> {
    const names: string[] = [];
    for (const key of [...new Set(keys)].sort(compareKeys)) {
      const row = await this.db
        .updateTable('tags')
        .set((eb) => ({ name: eb.ref('name') }))
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('name_key', '=', key)
        .returning('name')
        .executeTakeFirst();
      if (row) names.push(row.name);
    }
    return names;
  }

  /** Adds the tags the user does not have yet in this kind; true when any was new. */
  async ensure(
    userId: string,
    kind: TagKind,
    names: readonly string[],
    now: number,
  ): Promise<boolean> {
    return (await this.adopt(userId, kind, names, now)).added;
  }

  async update(
    userId: string,
    id: string,
    changes: Partial<Pick<TagRow, 'name' | 'color'>>,
  ): Promise<void> {
    const set =
      changes.name === undefined ? changes : { ...changes, name_key: tagKey(changes.name) };
    await this.db
      .updateTable('tags')
      .set(set)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .execute();
  }

  /**
   * The tag as it was when deleted, null when there was none: a rename that held it commits
   * first, and its carriers then hold the new name, not the one read before waiting.
   */
  async delete(userId: string, id: string): Promise<TagRow | null> {
    const row = await this.db
      .deleteFrom('tags')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row ?? null;
  }

  /** How many of the user's patients or photos (trash included) carry each tag, by key. */
  async counts(userId: string, kind: TagKind): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    for (const names of await this.#carried(userId, kind)) {
      for (const key of new Set(names.tags.map(tagKey))) {
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    return counts;
  }

  /**
   * Rewrites every carrier of the user holding one of `keys`: those names are replaced by
   * `replacement` (or removed when null), each tag kept once. The number of rows changed.
   * Each row is written over the list it was read with, and read again when another rename or
   * deletion changed it first: a plain SELECT takes no lock on PostgreSQL, so two tags deleted
   * at the same time each wrote back the other one.
   */
  async rewriteCarriers(
    userId: string,
    kind: TagKind,
    keys: ReadonlySet<string>,
    replacement: string | null,
  ): Promise<number> {
    let changed = 0;
    for (let row of await this.#carried(userId, kind)) {
      for (;;) {
        if (!row.tags.some((name) => keys.has(tagKey(name)))) break;
        const next = distinctTags(
          row.tags.flatMap((name) => {
            if (!keys.has(tagKey(name))) return [name];
            return replacement === null ? [] : [replacement];
          }),
        );
        if (await this.#replaceTags(userId, kind, row, next)) {
          changed += 1;
          break;
        }
        const current = await this.#carrier(userId, kind, row.id);
        if (!current) break;
        row = current;
      }
    }
    return changed;
  }

  /** False, with nothing written, when the row's list is no longer the one read. */
  async #replaceTags(
    userId: string,
    kind: TagKind,
    row: Carrier,
    tags: string[],
  ): Promise<boolean> {
    const result = await this.db
      .updateTable(CARRIERS[kind])
      .set({ tags: toJsonText(tags) })
      .where('user_id', '=', userId)
      .where('id', '=', row.id)
      .where('tags', '=', row.text)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async #carrier(userId: string, kind: TagKind, id: string): Promise<Carrier | null> {
    const row = await this.db
      .selectFrom(CARRIERS[kind])
      .select(['id', 'tags'])
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toCarrier(row) : null;
  }

  // By id, so that two transactions rewriting the same rows take them in the same order.
  async #carried(userId: string, kind: TagKind): Promise<Carrier[]> {
    const rows = await this.db
      .selectFrom(CARRIERS[kind])
      .select(['id', 'tags'])
      .where('user_id', '=', userId)
      .where('tags', '!=', '[]')
      .orderBy('id')
      .execute();
    return rows.map(toCarrier);
  }
}
