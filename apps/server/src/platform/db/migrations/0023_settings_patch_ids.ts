import type { PortableMigration } from './migration';

// The ids of the last settings patches a user's browsers sent (decision 0073). A browser that
// lost the answer to a save sends the same patch again with the same id, maybe days later: the
// server recognises it and applies it once, so it cannot undo a change made since elsewhere.
export const settingsPatchIdsMigration: PortableMigration = {
  async up(db, types) {
    await db.schema
      .alterTable('user_settings')
      .addColumn('applied_patch_ids', types.json, (column) => column.notNull().defaultTo('[]'))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('user_settings').dropColumn('applied_patch_ids').execute();
  },
};
