import type { PortableMigration } from './migration';

// Import sessions of spec 02 §4.5: one per device while the import dialog works (decision
// 0020). One row per session photo rather than a JSON map on the session, so that uploads
// finishing at the same time each write their own row instead of rewriting one shared map.
// No foreign keys (decision 0010): the session's photo rows go with it in one transaction.
export const importSessionsMigration: PortableMigration = {
  async up(db, types) {
    await db.schema
      .createTable('import_sessions')
      .addColumn('id', types.id, (column) => column.primaryKey())
      .addColumn('user_id', types.id, (column) => column.notNull())
      .addColumn('device_id', types.text, (column) => column.notNull())
      .addColumn('status', types.text, (column) => column.notNull())
      .addColumn('created_at', types.timestampMs, (column) => column.notNull())
      .addColumn('updated_at', types.timestampMs, (column) => column.notNull())
      .execute();
    // The device's active session, newest first.
    await db.schema
      .createIndex('import_sessions_by_device')
      .on('import_sessions')
      .columns(['user_id', 'device_id', 'status', 'updated_at'])
      .execute();
    // The cleanup of abandoned sessions, across users.
    await db.schema
      .createIndex('import_sessions_by_status_age')
      .on('import_sessions')
      .columns(['status', 'updated_at'])
      .execute();

    await db.schema
      .createTable('import_session_photos')
      .addColumn('session_id', types.id, (column) => column.notNull())
      .addColumn('session_photo_id', types.text, (column) => column.notNull())
      .addColumn('user_id', types.id, (column) => column.notNull())
      .addColumn('upload_status', types.text, (column) => column.notNull())
      .addColumn('upload_progress', types.real, (column) => column.notNull())
      // The photo the upload became, under a patient or not; unassigned_photo_id is derived.
      .addColumn('photo_id', types.id)
      .addColumn('unassigned_photo_id', types.id)
      .addColumn('suggested_patient_id', types.id)
      .addColumn('metadata', types.json, (column) => column.notNull())
      // What became of the photo: assigned_at set once recorded, patient null = no patient.
      .addColumn('assigned_patient_id', types.id)
      .addColumn('assigned_at', types.timestampMs)
      .addColumn('updated_at', types.timestampMs, (column) => column.notNull())
      .addPrimaryKeyConstraint('import_session_photos_pk', ['session_id', 'session_photo_id'])
      .execute();
    // Account deletion removes these rows by owner.
    await db.schema
      .createIndex('import_session_photos_by_user')
      .on('import_session_photos')
      .column('user_id')
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('import_session_photos').execute();
    await db.schema.dropTable('import_sessions').execute();
  },
};
