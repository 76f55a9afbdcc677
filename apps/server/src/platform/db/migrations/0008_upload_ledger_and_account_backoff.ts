import type { PortableMigration } from './migration';

// Two reliability tables (decision 0024).
// upload_ledger: one row per tus upload from its creation, so that bytes admitted but not yet
// stored count against the quota, and so that finishing an upload survives a crash: the row
// names the photo id and storage key before any file is written, and turns `finished` in the
// transaction that inserts the photo (whose primary key makes a second insert impossible).
// account_attempts: failed password and code checks per account, for the progressive back-off.
export const uploadLedgerAndAccountBackoffMigration: PortableMigration = {
  async up(db, types) {
    await db.schema
      .createTable('upload_ledger')
      .addColumn('id', types.text, (column) => column.primaryKey())
      .addColumn('user_id', types.id, (column) => column.notNull())
      .addColumn('size', types.bigInteger, (column) => column.notNull())
      .addColumn('state', types.text, (column) => column.notNull())
      .addColumn('photo_id', types.id)
      .addColumn('storage_path', types.text)
      .addColumn('created_at', types.timestampMs, (column) => column.notNull())
      .addColumn('updated_at', types.timestampMs, (column) => column.notNull())
      .execute();
    // The bytes a user has reserved: uploads not finished yet.
    await db.schema
      .createIndex('upload_ledger_by_user_state')
      .on('upload_ledger')
      .columns(['user_id', 'state'])
      .execute();
    await db.schema
      .createIndex('upload_ledger_by_age')
      .on('upload_ledger')
      .columns(['created_at'])
      .execute();

    await db.schema
      .createTable('account_attempts')
      .addColumn('key', types.text, (column) => column.primaryKey())
      .addColumn('failures', types.integer, (column) => column.notNull())
      .addColumn('blocked_until', types.timestampMs, (column) => column.notNull())
      .addColumn('last_failure_at', types.timestampMs, (column) => column.notNull())
      .addColumn('notified_at', types.timestampMs)
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('account_attempts').execute();
    await db.schema.dropTable('upload_ledger').execute();
  },
};
