import type { PortableMigration } from './migration';

// Plans set by an administrator and per-patient injection maps (decision 0017). Stripe's own
// rows (subscription, user.stripeCustomerId) are better-auth's and migrated with its tables.
export const billingMigration: PortableMigration = {
  async up(db, types) {
    await db.schema
      .createTable('admin_plans')
      .addColumn('user_id', types.id, (column) => column.primaryKey())
      .addColumn('plan_id', types.text, (column) => column.notNull())
      .addColumn('updated_at', types.timestampMs, (column) => column.notNull())
      .addColumn('updated_by', types.id, (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('injection_maps')
      .addColumn('user_id', types.id, (column) => column.notNull())
      .addColumn('patient_id', types.id, (column) => column.notNull())
      .addColumn('points', types.json, (column) => column.notNull())
      .addColumn('updated_at', types.timestampMs, (column) => column.notNull())
      .addPrimaryKeyConstraint('injection_maps_pk', ['user_id', 'patient_id'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('injection_maps').execute();
    await db.schema.dropTable('admin_plans').execute();
  },
};
