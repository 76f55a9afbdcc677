import type { PortableMigration } from './migration';

// Signed consents and the patient portal (decision 0047). No foreign keys, as elsewhere: a
// patient erased from the trash takes its rows (trash module), account deletion goes through
// USER_OWNED_TABLES. A patient in the trash hides them; restoring the patient shows them again.
export const consentsAndPortalMigration: PortableMigration = {
  async up(db, types) {
    // A practitioner's edit of a built-in template; without a row the French default applies.
    await db.schema
      .createTable('consent_templates')
      .addColumn('id', types.id, (column) => column.primaryKey())
      .addColumn('user_id', types.id, (column) => column.notNull())
      .addColumn('procedure', types.text, (column) => column.notNull())
      .addColumn('title', types.text, (column) => column.notNull())
      .addColumn('body', types.text, (column) => column.notNull())
      .addColumn('updated_at', types.timestampMs, (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('consent_templates_by_user')
      .on('consent_templates')
      .columns(['user_id', 'procedure'])
      .unique()
      .execute();

    await db.schema
      .createTable('consent_documents')
      .addColumn('id', types.id, (column) => column.primaryKey())
      .addColumn('user_id', types.id, (column) => column.notNull())
      .addColumn('patient_id', types.id, (column) => column.notNull())
      .addColumn('procedure', types.text, (column) => column.notNull())
      // The text as filled for the patient when the document was made: never changed after.
      .addColumn('title', types.text, (column) => column.notNull())
      .addColumn('body', types.text, (column) => column.notNull())
      // Who signs for the practice, as the document names them.
      .addColumn('practitioner_name', types.text, (column) => column.notNull())
      // 'pending' (waits for the patient's signature on the portal), then 'signed'.
      .addColumn('status', types.text, (column) => column.notNull())
      // The practitioner's signature (PNG, base64) while pending; cleared once in the PDF.
      .addColumn('practitioner_signature', types.text)
      .addColumn('storage_path', types.text)
      .addColumn('file_size', types.bigInteger)
      .addColumn('sha256', types.text)
      .addColumn('signed_at', types.timestampMs)
      .addColumn('created_at', types.timestampMs, (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('consent_documents_by_patient')
      .on('consent_documents')
      .columns(['user_id', 'patient_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('portal_invites')
      .addColumn('id', types.id, (column) => column.primaryKey())
      .addColumn('user_id', types.id, (column) => column.notNull())
      .addColumn('patient_id', types.id, (column) => column.notNull())
      .addColumn('email', types.text, (column) => column.notNull())
      .addColumn('token_hash', types.text, (column) => column.notNull().unique())
      .addColumn('expires_at', types.timestampMs, (column) => column.notNull())
      .addColumn('revoked_at', types.timestampMs)
      .addColumn('last_opened_at', types.timestampMs)
      .addColumn('created_at', types.timestampMs, (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('portal_invites_by_patient')
      .on('portal_invites')
      .columns(['user_id', 'patient_id'])
      .execute();

    // What the practitioner shared with the patient: photos, comparisons and consents by id,
    // post-treatment instructions as text.
    await db.schema
      .createTable('portal_items')
      .addColumn('id', types.id, (column) => column.primaryKey())
      .addColumn('user_id', types.id, (column) => column.notNull())
      .addColumn('patient_id', types.id, (column) => column.notNull())
      .addColumn('kind', types.text, (column) => column.notNull())
      .addColumn('item_id', types.id)
      .addColumn('title', types.text, (column) => column.notNull())
      .addColumn('body', types.text, (column) => column.notNull())
      .addColumn('created_at', types.timestampMs, (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('portal_items_by_patient')
      .on('portal_items')
      .columns(['user_id', 'patient_id'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('portal_items').execute();
    await db.schema.dropTable('portal_invites').execute();
    await db.schema.dropTable('consent_documents').execute();
    await db.schema.dropTable('consent_templates').execute();
  },
};
