import type { PortableMigration } from './migration';

// The e-mail notifications of the communication settings (decision 0056): when each throttled
// notice was last sent, so that a link opened every minute writes one e-mail a day and a full
// storage one e-mail per crossing, on every node alike. One row per user, kind and subject
// (the share's id; the user's id for the quota). Account deletion removes the rows through
// USER_OWNED_TABLES.
export const notificationSendsMigration: PortableMigration = {
  async up(db, types) {
    await db.schema
      .createTable('notification_sends')
      .addColumn('user_id', types.id, (column) => column.notNull())
      // 'share_opened' or 'quota_near'.
      .addColumn('kind', types.text, (column) => column.notNull())
      .addColumn('subject_id', types.id, (column) => column.notNull())
      .addColumn('sent_at', types.timestampMs, (column) => column.notNull())
      .addPrimaryKeyConstraint('notification_sends_pk', ['user_id', 'kind', 'subject_id'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('notification_sends').execute();
  },
};
