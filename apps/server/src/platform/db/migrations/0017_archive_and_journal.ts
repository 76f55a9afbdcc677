import type { PortableMigration } from './migration';

// The access journal and the photos' content checksum (decision 0043). The journal is
// append-only: no route writes or edits it, only the services record; account deletion removes
// it through USER_OWNED_TABLES. Checksums are filled when first needed (a restore comparing
// files) so that old rows need no rewrite here.
export const archiveAndJournalMigration: PortableMigration = {
  async up(db, types) {
    await db.schema
      .createTable('access_journal')
      .addColumn('id', types.id, (column) => column.primaryKey())
      .addColumn('user_id', types.id, (column) => column.notNull())
      .addColumn('actor', types.text, (column) => column.notNull())
      .addColumn('action', types.text, (column) => column.notNull())
      .addColumn('patient_id', types.id)
      .addColumn('target_id', types.text)
      .addColumn('ip', types.text)
      .addColumn('device', types.text)
      .addColumn('created_at', types.timestampMs, (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('access_journal_by_user')
      .on('access_journal')
      .columns(['user_id', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('access_journal_by_patient')
      .on('access_journal')
      .columns(['user_id', 'patient_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('journal_settings')
      .addColumn('user_id', types.id, (column) => column.primaryKey())
      .addColumn('retention_days', types.integer, (column) => column.notNull())
      .addColumn('updated_at', types.timestampMs, (column) => column.notNull())
      .execute();

    // Apart from photos: a row of a permanently deleted photo is harmless (read joined to photos).
    await db.schema
      .createTable('photo_checksums')
      .addColumn('photo_id', types.id, (column) => column.primaryKey())
      .addColumn('user_id', types.id, (column) => column.notNull())
      .addColumn('sha256', types.text, (column) => column.notNull())
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('photo_checksums').execute();
    await db.schema.dropTable('journal_settings').execute();
    await db.schema.dropTable('access_journal').execute();
  },
};
