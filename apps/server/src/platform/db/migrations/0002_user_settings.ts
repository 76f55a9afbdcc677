import type { PortableMigration } from './migration';

// Per-user documents of spec 01 §3. `user_id` is better-auth's user id; there is no foreign
// key because better-auth creates its own tables after ours (decision 0010): account deletion
// removes these rows explicitly.
export const userSettingsMigration: PortableMigration = {
  async up(db, types) {
    await db.schema
      .createTable('user_settings')
      .addColumn('user_id', types.id, (column) => column.primaryKey())
      .addColumn('document', types.json, (column) => column.notNull())
      .addColumn('updated_at', types.timestampMs, (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('user_beta_features')
      .addColumn('user_id', types.id, (column) => column.primaryKey())
      .addColumn('dictaphone', types.boolean, (column) => column.notNull().defaultTo(0))
      .addColumn('operation_reports', types.boolean, (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', types.timestampMs, (column) => column.notNull())
      .addColumn('updated_at', types.timestampMs, (column) => column.notNull())
      .execute();
    // Attempt counters of our own routes (better-auth keeps its own in "rateLimit"). In the
    // database so every node counts the same attempts.
    await db.schema
      .createTable('attempt_limits')
      .addColumn('key', types.text, (column) => column.primaryKey())
      .addColumn('count', types.integer, (column) => column.notNull())
      .addColumn('window_started_at', types.timestampMs, (column) => column.notNull())
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('attempt_limits').execute();
    await db.schema.dropTable('user_beta_features').execute();
    await db.schema.dropTable('user_settings').execute();
  },
};
