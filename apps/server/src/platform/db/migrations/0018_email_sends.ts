import type { PortableMigration } from './migration';

// The send log of e-mail transfer (decision 0044): one row per message a user asked for, with
// its recipient, its photos, its result and how many SMTP attempts it took. It is also what the
// hourly limit counts, so mail cannot become a relay. Account deletion removes the rows through
// USER_OWNED_TABLES.
export const emailSendsMigration: PortableMigration = {
  async up(db, types) {
    await db.schema
      .createTable('email_sends')
      .addColumn('id', types.id, (column) => column.primaryKey())
      .addColumn('user_id', types.id, (column) => column.notNull())
      .addColumn('recipient', types.text, (column) => column.notNull())
      .addColumn('subject', types.text, (column) => column.notNull())
      // The photo ids, JSON, in the order they were sent.
      .addColumn('photo_ids', types.json, (column) => column.notNull())
      // 'attachments' or 'links' (signed links when the files would pass the size limit).
      .addColumn('delivery', types.text, (column) => column.notNull())
      // 'sending', then 'sent' or 'failed'.
      .addColumn('status', types.text, (column) => column.notNull())
      .addColumn('attempts', types.integer, (column) => column.notNull())
      .addColumn('error', types.text)
      .addColumn('created_at', types.timestampMs, (column) => column.notNull())
      .addColumn('finished_at', types.timestampMs)
      .execute();
    await db.schema
      .createIndex('email_sends_by_user')
      .on('email_sends')
      .columns(['user_id', 'created_at'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('email_sends').execute();
  },
};
