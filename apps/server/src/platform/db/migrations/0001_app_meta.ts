import type { PortableMigration } from './migration';

// Installation-wide facts (installation id, first start). The health check reads it back to
// prove a real round trip to the database, not just an open socket.
export const appMetaMigration: PortableMigration = {
  async up(db, types) {
    await db.schema
      .createTable('app_meta')
      .addColumn('key', types.text, (column) => column.primaryKey())
      .addColumn('value', types.text, (column) => column.notNull())
      .addColumn('updated_at', types.timestampMs, (column) => column.notNull())
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('app_meta').execute();
  },
};
