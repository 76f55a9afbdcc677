import type { PortableMigration } from './migration';

// Beta features of decision 0041: the surgical-technique library, operation reports (CROP) and
// dictations. No foreign keys, as elsewhere: patient deletion removes reports and dictations
// itself (trash repository), account deletion through USER_OWNED_TABLES.
export const operationReportsAndDictationsMigration: PortableMigration = {
  async up(db, types) {
    await db.schema
      .createTable('surgical_techniques')
      .addColumn('id', types.id, (column) => column.primaryKey())
      .addColumn('user_id', types.id, (column) => column.notNull())
      .addColumn('name', types.text, (column) => column.notNull())
      .addColumn('description', types.text, (column) => column.notNull())
      .addColumn('steps', types.text, (column) => column.notNull())
      .addColumn('usual_products', types.text, (column) => column.notNull())
      .addColumn('postop_instructions', types.text, (column) => column.notNull())
      .addColumn('created_at', types.timestampMs, (column) => column.notNull())
      .addColumn('updated_at', types.timestampMs, (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('surgical_techniques_by_user')
      .on('surgical_techniques')
      .columns(['user_id', 'name'])
      .execute();

    await db.schema
      .createTable('operation_reports')
      .addColumn('id', types.id, (column) => column.primaryKey())
      .addColumn('user_id', types.id, (column) => column.notNull())
      .addColumn('patient_id', types.id, (column) => column.notNull())
      .addColumn('technique_id', types.id)
      .addColumn('technique_name', types.text)
      // YYYY-MM-DD, the day of the operation.
      .addColumn('operation_date', types.text, (column) => column.notNull())
      // 'draft' or 'signed'; a signed report is never written again.
      .addColumn('status', types.text, (column) => column.notNull())
      .addColumn('version', types.integer, (column) => column.notNull())
      .addColumn('previous_id', types.id)
      // The structured fields (operator, anaesthesia, procedure, implants...), JSON.
      .addColumn('content', types.json, (column) => column.notNull())
      .addColumn('signed_at', types.timestampMs)
      .addColumn('signed_by', types.text)
      .addColumn('created_at', types.timestampMs, (column) => column.notNull())
      .addColumn('updated_at', types.timestampMs, (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('operation_reports_by_user')
      .on('operation_reports')
      .columns(['user_id', 'updated_at'])
      .execute();
    await db.schema
      .createIndex('operation_reports_by_patient')
      .on('operation_reports')
      .columns(['user_id', 'patient_id'])
      .execute();

    await db.schema
      .createTable('dictations')
      .addColumn('id', types.id, (column) => column.primaryKey())
      .addColumn('user_id', types.id, (column) => column.notNull())
      .addColumn('patient_id', types.id)
      .addColumn('title', types.text, (column) => column.notNull())
      .addColumn('recorded_on', types.text, (column) => column.notNull())
      .addColumn('text', types.text, (column) => column.notNull())
      // Blob key of the recording; null until it is uploaded.
      .addColumn('audio_key', types.text)
      .addColumn('audio_type', types.text)
      .addColumn('audio_size', types.bigInteger, (column) => column.notNull().defaultTo(0))
      .addColumn('duration_ms', types.integer)
      .addColumn('is_deleted', types.boolean, (column) => column.notNull().defaultTo(0))
      .addColumn('deleted_at', types.timestampMs)
      .addColumn('created_at', types.timestampMs, (column) => column.notNull())
      .addColumn('updated_at', types.timestampMs, (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('dictations_by_user')
      .on('dictations')
      .columns(['user_id', 'is_deleted', 'created_at'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('dictations').execute();
    await db.schema.dropTable('operation_reports').execute();
    await db.schema.dropTable('surgical_techniques').execute();
  },
};
