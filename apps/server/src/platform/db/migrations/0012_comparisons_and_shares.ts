import type { PortableMigration } from './migration';

// Saved comparisons (decision 0029) and shared links (decision 0030). No foreign keys, as
// elsewhere: patient and photo deletions remove these rows themselves (trash repository), and
// account deletion through USER_OWNED_TABLES.
export const comparisonsAndSharesMigration: PortableMigration = {
  async up(db, types) {
    await db.schema
      .createTable('comparisons')
      .addColumn('id', types.id, (column) => column.primaryKey())
      .addColumn('user_id', types.id, (column) => column.notNull())
      .addColumn('patient_id', types.id, (column) => column.notNull())
      .addColumn('title', types.text, (column) => column.notNull())
      // The view of decision 0029 (mode, divider, labels, crop...), JSON.
      .addColumn('view', types.json, (column) => column.notNull())
      .addColumn('created_at', types.timestampMs, (column) => column.notNull())
      .addColumn('updated_at', types.timestampMs, (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('comparisons_by_patient')
      .on('comparisons')
      .columns(['user_id', 'patient_id', 'updated_at'])
      .execute();

    await db.schema
      .createTable('comparison_photos')
      .addColumn('comparison_id', types.id, (column) => column.notNull())
      .addColumn('position', types.integer, (column) => column.notNull())
      .addColumn('user_id', types.id, (column) => column.notNull())
      .addColumn('photo_id', types.id, (column) => column.notNull())
      // Placement in the frame, eyes and face width, JSON.
      .addColumn('settings', types.json, (column) => column.notNull())
      .addPrimaryKeyConstraint('comparison_photos_pk', ['comparison_id', 'position'])
      .execute();
    await db.schema
      .createIndex('comparison_photos_by_photo')
      .on('comparison_photos')
      .columns(['user_id', 'photo_id'])
      .execute();

    await db.schema
      .createTable('shares')
      .addColumn('id', types.id, (column) => column.primaryKey())
      .addColumn('user_id', types.id, (column) => column.notNull())
      .addColumn('kind', types.text, (column) => column.notNull())
      // The comparison of a comparison share; null for a set of photos (share_items).
      .addColumn('target_id', types.id)
      // The patient whose media are shown, when they all belong to one.
      .addColumn('patient_id', types.id)
      .addColumn('label', types.text, (column) => column.notNull())
      // SHA-256 of the token, hex: a stolen database gives no working link.
      .addColumn('token_hash', types.text, (column) => column.notNull().unique())
      .addColumn('password_hash', types.text)
      .addColumn('allow_download', types.boolean, (column) => column.notNull())
      .addColumn('show_patient_name', types.boolean, (column) => column.notNull())
      .addColumn('expires_at', types.timestampMs, (column) => column.notNull())
      .addColumn('revoked_at', types.timestampMs)
      .addColumn('view_count', types.integer, (column) => column.notNull().defaultTo(0))
      .addColumn('last_viewed_at', types.timestampMs)
      .addColumn('created_at', types.timestampMs, (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('shares_by_user')
      .on('shares')
      .columns(['user_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('share_items')
      .addColumn('share_id', types.id, (column) => column.notNull())
      .addColumn('position', types.integer, (column) => column.notNull())
      .addColumn('user_id', types.id, (column) => column.notNull())
      .addColumn('item_id', types.id, (column) => column.notNull())
      .addPrimaryKeyConstraint('share_items_pk', ['share_id', 'position'])
      .execute();
    await db.schema
      .createIndex('share_items_by_item')
      .on('share_items')
      .columns(['user_id', 'item_id'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('share_items').execute();
    await db.schema.dropTable('shares').execute();
    await db.schema.dropTable('comparison_photos').execute();
    await db.schema.dropTable('comparisons').execute();
  },
};
