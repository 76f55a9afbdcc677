import { driveNameKey, type DriveSort, type DriveSortDirection } from '@photodossier/domain/drive';
import { sql, type Kysely, type Selectable, type SqlBool } from 'kysely';
import { likeInsensitive, toNumber } from '../../platform/db/portable';
import { takeUserRow } from '../../platform/db/take-rows';
import type { Database, DriveItemsTable } from '../../platform/db/schema';

export type DriveItemRow = Selectable<DriveItemsTable>;

export interface DriveListing {
  readonly parentId: string | null;
  readonly search: string | undefined;
  readonly sort: DriveSort;
  readonly dir: DriveSortDirection;
  readonly offset: number;
  readonly limit: number;
}

/** Where a page of a folder's children ends, in the default order. */
export interface DriveKey {
  readonly type: string;
  readonly nameKey: string;
  readonly id: string;
}

/** A row of a deleted tree waiting for the sweep. */
export interface SweptRow {
  readonly id: string;
  readonly storagePath: string | null;
}

export interface TreeSummary {
  readonly folders: number;
  readonly files: number;
  readonly bytes: number;
}

const SORT_COLUMN = { name: 'name_key', date: 'updated_at', size: 'size' } as const;

/**
 * The ids of an item and everything below it, as one recursive query: the walk is the
 * database's, in one statement, never one request per folder.
 */
function treeIds(userId: string, rootId: string) {
  return sql<{ id: string }>`(with recursive tree(id) as (
      select id from drive_items where user_id = ${userId} and id = ${rootId}
      union all
      select child.id from drive_items child join tree on child.parent_id = tree.id
      where child.user_id = ${userId}
    ) select id from tree)`;
}

/** SQL of the drive. Every function takes the owner's id: no query reaches another user's rows. */
export class DriveRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A live (not deleted) item of the user. */
  async find(userId: string, id: string): Promise<DriveItemRow | undefined> {
    return this.db
      .selectFrom('drive_items')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('is_deleted', '=', 0)
      .executeTakeFirst();
  }

  async insert(row: DriveItemRow, db: Kysely<Database> = this.db): Promise<void> {
    await db.insertInto('drive_items').values(row).execute();
  }

  /** Folders first, then files, in the chosen order; ties by id so pages never overlap. */
  async list(
    userId: string,
    listing: DriveListing,
  ): Promise<{ rows: DriveItemRow[]; total: number }> {
    let base = this.db
      .selectFrom('drive_items')
      .where('user_id', '=', userId)
      .where('is_deleted', '=', 0);
    base = listing.search
      ? base.where(likeInsensitive('name', listing.search))
      : listing.parentId === null
        ? base.where('parent_id', 'is', null)
        : base.where('parent_id', '=', listing.parentId);
    const column = SORT_COLUMN[listing.sort];
    const [rows, count] = await Promise.all([
      base
        .selectAll()
        // 'folder' sorts after 'file': descending puts folders first, as the index holds them.
        .orderBy('type', 'desc')
        .orderBy(column, listing.dir)
        .orderBy('id', listing.dir)
        .limit(listing.limit)
        .offset(listing.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: toNumber(count.total) };
  }

  /**
   * A folder's children in the default order (folders first, then by name key and id) after
   * `after`, read by keyset from the listing index: a shared folder's next page costs the same
   * at its 10,000th item as at its first.
   */
  async childrenAfter(
    userId: string,
    parentId: string,
    after: DriveKey | null,
    limit: number,
  ): Promise<{ rows: DriveItemRow[]; total: number }> {
    const base = this.db
      .selectFrom('drive_items')
      .where('user_id', '=', userId)
      .where('parent_id', '=', parentId)
      .where('is_deleted', '=', 0);
    let page = base.selectAll();
    if (after) {
      page = page.where((eb) =>
        eb.or([
          eb('type', '<', after.type),
          eb.and([
            eb('type', '=', after.type),
            eb.or([
              eb('name_key', '>', after.nameKey),
              eb.and([eb('name_key', '=', after.nameKey), eb('id', '>', after.id)]),
            ]),
          ]),
        ]),
      );
    }
    const [rows, count] = await Promise.all([
      page.orderBy('type', 'desc').orderBy('name_key').orderBy('id').limit(limit).execute(),
      base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: toNumber(count.total) };
  }

  /**
   * The item and its ancestors, root first, read by one recursive query bounded by the depth;
   * empty when it is not an item of the user.
   */
  async ancestry(userId: string, id: string): Promise<DriveItemRow[]> {
    const result = await sql<DriveItemRow & { depth: number }>`with recursive chain as (
        select drive_items.*, 0 as depth from drive_items
        where user_id = ${userId} and id = ${id}
        union all
        select parent.*, chain.depth + 1 from drive_items parent join chain
          on parent.id = chain.parent_id
        where parent.user_id = ${userId}
      ) select * from chain order by depth desc`.execute(this.db);
    return result.rows;
  }

  /** Whether `ancestorId` is `id` itself or one of its ancestors. */
  async isWithin(userId: string, id: string, ancestorId: string): Promise<boolean> {
    const chain = await this.ancestry(userId, id);
    return chain.some((row) => row.id === ancestorId && !row.is_deleted);
  }

  async rename(userId: string, id: string, name: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('drive_items')
      .set({ name, name_key: driveNameKey(name), updated_at: now })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('is_deleted', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Moves an item: one row changes, whatever the folder holds. The check that the destination
   * is not inside the item and the update run in one transaction that first writes the user's
   * usage row, so two crossing moves of one user (A into B, B into A) run one after the other
   * and cannot make a cycle.
   */
  async move(
    userId: string,
    id: string,
    parentId: string | null,
    now: number,
  ): Promise<'moved' | 'inside' | 'missing' | 'not_folder'> {
    return this.db.transaction().execute(async (trx) => {
      const repository = new DriveRepository(trx);
      // Checked before taking the user's lock, which may create the usage row: a refused move
      // must leave nothing written.
      if (!(await repository.find(userId, id))) return 'missing';
      await takeUserRow(trx, userId, now);
      if (!(await repository.find(userId, id))) return 'missing';
      if (parentId !== null) {
        const chain = await repository.ancestry(userId, parentId);
        const target = chain.at(-1);
        if (!target || Number(target.is_deleted) !== 0) return 'missing';
        if (target.type !== 'folder') return 'not_folder';
        if (chain.some((row) => row.id === id)) return 'inside';
      }
      await trx
        .updateTable('drive_items')
        .set({ parent_id: parentId, updated_at: now })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .execute();
      return 'moved';
    });
  }

  /** Counts and bytes of a live item's tree, the item included. */
  async treeSummary(userId: string, id: string): Promise<TreeSummary> {
    const row = await this.db
      .selectFrom('drive_items')
      .select((eb) => [
        sql<number | string | null>`sum(case when type = 'folder' then 1 else 0 end)`.as('folders'),
        sql<number | string | null>`sum(case when type = 'file' then 1 else 0 end)`.as('files'),
        eb.fn.sum<number | string | null>('size').as('bytes'),
      ])
      .where('user_id', '=', userId)
      .where('is_deleted', '=', 0)
      .where(sql<SqlBool>`id in ${treeIds(userId, id)}`)
      .executeTakeFirstOrThrow();
    return {
      folders: toNumber(row.folders),
      files: toNumber(row.files),
      bytes: toNumber(row.bytes),
    };
  }

  /**
   * Takes a tree out of the drive in one transaction: every row of it marked deleted in one
   * statement (it vanishes at once) and its bytes given back to the quota. The files and rows
   * go later, in batches (deletedBatch, forget). What was taken; null when the item is not there.
   */
  async markTreeDeleted(userId: string, id: string, now: number): Promise<TreeSummary | null> {
    return this.db.transaction().execute(async (trx) => {
      const repository = new DriveRepository(trx);
      // Checked before taking the user's lock: that lock may create the usage row, and a
      // refused deletion must leave nothing written.
      if (!(await repository.find(userId, id))) return null;
      await takeUserRow(trx, userId, now);
      if (!(await repository.find(userId, id))) return null;
      const summary = await repository.treeSummary(userId, id);
      await trx
        .updateTable('drive_items')
        .set({ is_deleted: 1, updated_at: now })
        .where('user_id', '=', userId)
        .where(sql<SqlBool>`id in ${treeIds(userId, id)}`)
        .execute();
      await trx
        .updateTable('storage_usage')
        .set({
          used_bytes: sql`case when used_bytes > ${summary.bytes} then used_bytes - ${summary.bytes} else 0 end`,
          updated_at: now,
        })
        .where('user_id', '=', userId)
        .execute();
      return summary;
    });
  }

  /** Up to `limit` rows of deleted trees, any user's: the sweep's next batch. */
  async deletedBatch(limit: number): Promise<SweptRow[]> {
    const rows = await this.db
      .selectFrom('drive_items')
      .select(['id', 'storage_path'])
      .where('is_deleted', '=', 1)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ id: row.id, storagePath: row.storage_path }));
  }

  /** Forgets swept rows; only rows already marked deleted. */
  async forget(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .deleteFrom('drive_items')
      .where('id', 'in', [...ids])
      .where('is_deleted', '=', 1)
      .execute();
  }

  /**
   * Every live file of the user above 0 bytes, whatever its folder, with its folder's name:
   * the storage manager's Drive tab. Largest or newest first, names A→Z; ties by id.
   */
  async files(
    userId: string,
    sort: DriveSort,
    offset: number,
    limit: number,
  ): Promise<{
    rows: (DriveItemRow & { folder_name: string | null })[];
    total: number;
    bytes: number;
  }> {
    const base = this.db
      .selectFrom('drive_items as file')
      .where('file.user_id', '=', userId)
      .where('file.is_deleted', '=', 0)
      .where('file.type', '=', 'file')
      .where('file.size', '>', 0);
    const dir = sort === 'name' ? 'asc' : 'desc';
    const [rows, totals] = await Promise.all([
      base
        .leftJoin('drive_items as folder', (join) =>
          join.onRef('folder.id', '=', 'file.parent_id').on('folder.user_id', '=', userId),
        )
        .selectAll('file')
        .select('folder.name as folder_name')
        .orderBy(`file.${SORT_COLUMN[sort]}`, dir)
        .orderBy('file.id', dir)
        .limit(limit)
        .offset(offset)
        .execute(),
      base
        .select((eb) => [
          eb.fn.countAll<number | string>().as('total'),
          eb.fn.sum<number | string | null>('file.size').as('bytes'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: toNumber(totals.total), bytes: toNumber(totals.bytes) };
  }

  /** Every stored key the user's drive rows name, deleted trees waiting for the sweep included. */
  async storedKeysOf(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('drive_items')
      .select('storage_path')
      .where('user_id', '=', userId)
      .where('storage_path', 'is not', null)
      .execute();
    return rows.flatMap((row) => (row.storage_path ? [row.storage_path] : []));
  }

  /** Live drive files of the user: count and bytes, for the storage figures. */
  async totals(userId: string): Promise<{ count: number; bytes: number }> {
    const row = await this.db
      .selectFrom('drive_items')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('count'),
        eb.fn.sum<number | string | null>('size').as('bytes'),
      ])
      .where('user_id', '=', userId)
      .where('is_deleted', '=', 0)
      .where('type', '=', 'file')
      .executeTakeFirstOrThrow();
    return { count: toNumber(row.count), bytes: toNumber(row.bytes) };
  }
}
