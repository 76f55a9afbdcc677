import { sql } from 'kysely';
import type { PortableMigration } from './migration';

// The drive (decision 0040). An adjacency list: moving a folder changes one row however many
// descendants it holds; ancestry (breadcrumbs, the move rule, shared folders) is read by a
// recursive query bounded by the folder depth. No foreign keys, as elsewhere: account deletion
// removes the rows through USER_OWNED_TABLES, the deletion sweep those marked deleted.
export const driveItemsMigration: PortableMigration = {
  async up(db, types) {
    await db.schema
      .createTable('drive_items')
      .addColumn('id', types.id, (column) => column.primaryKey())
      .addColumn('user_id', types.id, (column) => column.notNull())
      .addColumn('parent_id', types.id)
      .addColumn('name', types.text, (column) => column.notNull())
      // The name lower-cased by the server (driveNameKey): the listing's order, read from an
      // index, without a function call per row.
      .addColumn('name_key', types.text, (column) => column.notNull())
      // 'folder' or 'file'.
      .addColumn('type', types.text, (column) => column.notNull())
      .addColumn('size', types.bigInteger, (column) => column.notNull().defaultTo(0))
      .addColumn('mime_type', types.text)
      .addColumn('storage_path', types.text)
      .addColumn('file_extension', types.text)
      // 1 from the moment a deletion takes the tree: hidden at once, swept in batches after.
      .addColumn('is_deleted', types.boolean, (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', types.timestampMs, (column) => column.notNull())
      .addColumn('updated_at', types.timestampMs, (column) => column.notNull())
      .execute();
    // A folder's items in the listing's default order, folders ('folder' > 'file') first: the
    // first page of a folder of 10,000 items is read from here without sorting them all.
    await sql`create index drive_items_listing on drive_items
      (user_id, parent_id, is_deleted, type desc, name_key, id)`.execute(db);
    await db.schema
      .createIndex('drive_items_by_child')
      .on('drive_items')
      .columns(['parent_id'])
      .execute();
    await db.schema
      .createIndex('drive_items_deleted')
      .on('drive_items')
      .columns(['is_deleted', 'id'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('drive_items').execute();
  },
};
