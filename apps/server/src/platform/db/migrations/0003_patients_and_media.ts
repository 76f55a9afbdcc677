import type { PortableMigration } from './migration';

// Patients, tags, photos and videos, face embeddings (spec 01 §3, spec 02 §3) and the per-user
// byte counter that makes the upload quota atomic. No foreign keys to better-auth's user table
// (decision 0010); account deletion removes these rows through USER_OWNED_TABLES.
export const patientsAndMediaMigration: PortableMigration = {
  async up(db, types) {
    await db.schema
      .createTable('patients')
      .addColumn('id', types.id, (column) => column.primaryKey())
      .addColumn('user_id', types.id, (column) => column.notNull())
      .addColumn('nom', types.text, (column) => column.notNull())
      .addColumn('prenom', types.text, (column) => column.notNull())
      .addColumn('date_naissance', types.text, (column) => column.notNull())
      .addColumn('email', types.text, (column) => column.notNull())
      .addColumn('telephone', types.text, (column) => column.notNull())
      .addColumn('tags', types.json, (column) => column.notNull())
      .addColumn('sexe', types.text, (column) => column.notNull())
      .addColumn('adresse', types.text, (column) => column.notNull())
      .addColumn('commentaire', types.text, (column) => column.notNull())
      .addColumn('cote_affecte', types.text, (column) => column.notNull())
      .addColumn('created_at', types.timestampMs, (column) => column.notNull())
      .addColumn('updated_at', types.timestampMs, (column) => column.notNull())
      .addColumn('is_deleted', types.boolean, (column) => column.notNull().defaultTo(0))
      .addColumn('deleted_at', types.timestampMs)
      .execute();
    await db.schema
      .createIndex('patients_by_user_created')
      .on('patients')
      .columns(['user_id', 'is_deleted', 'created_at', 'id'])
      .execute();

    await db.schema
      .createTable('tags')
      .addColumn('id', types.id, (column) => column.primaryKey())
      .addColumn('user_id', types.id, (column) => column.notNull())
      .addColumn('name', types.text, (column) => column.notNull())
      .addColumn('created_at', types.timestampMs, (column) => column.notNull())
      .addUniqueConstraint('tags_user_name', ['user_id', 'name'])
      .execute();

    await db.schema
      .createTable('photos')
      .addColumn('id', types.id, (column) => column.primaryKey())
      .addColumn('user_id', types.id, (column) => column.notNull())
      // null when unassigned; never the legacy text "unassigned".
      .addColumn('patient_id', types.id)
      .addColumn('storage_path', types.text, (column) => column.notNull())
      .addColumn('thumbnail_path', types.text)
      .addColumn('preview_path', types.text)
      .addColumn('date_prise', types.timestampMs, (column) => column.notNull())
      .addColumn('zone_traitee', types.text, (column) => column.notNull())
      .addColumn('created_at', types.timestampMs, (column) => column.notNull())
      .addColumn('updated_at', types.timestampMs, (column) => column.notNull())
      .addColumn('file_size', types.bigInteger, (column) => column.notNull())
      .addColumn('file_type', types.text, (column) => column.notNull())
      .addColumn('media_type', types.text, (column) => column.notNull())
      .addColumn('duration', types.real)
      .addColumn('video_resolution', types.text)
      .addColumn('video_fps', types.real)
      .addColumn('width', types.integer)
      .addColumn('height', types.integer)
      .addColumn('annotations', types.json)
      .addColumn('is_deleted', types.boolean, (column) => column.notNull().defaultTo(0))
      .addColumn('deleted_at', types.timestampMs)
      .addColumn('has_background_removed', types.boolean, (column) => column.notNull().defaultTo(0))
      .addColumn('background_removed_url', types.text)
      .addColumn('original_photo_id', types.id)
      .addColumn('upload_source', types.text)
      .addColumn('session_id', types.text)
      .addColumn('recovered', types.boolean, (column) => column.notNull().defaultTo(0))
      .addColumn('recovery_date', types.timestampMs)
      .addColumn('tags', types.json, (column) => column.notNull())
      .addColumn('filename', types.text, (column) => column.notNull())
      .addColumn('exif_dates', types.json)
      .addColumn('auto_background_removal_enabled', types.boolean, (column) =>
        column.notNull().defaultTo(0),
      )
      .addColumn('needs_background_removal', types.boolean, (column) =>
        column.notNull().defaultTo(0),
      )
      .execute();
    // The galleries walk newest first by (date_prise, id): all, unassigned, per patient.
    await db.schema
      .createIndex('photos_by_user_date')
      .on('photos')
      .columns(['user_id', 'is_deleted', 'date_prise', 'id'])
      .execute();
    await db.schema
      .createIndex('photos_by_patient_date')
      .on('photos')
      .columns(['user_id', 'patient_id', 'is_deleted', 'date_prise', 'id'])
      .execute();

    await db.schema
      .createTable('face_embeddings')
      .addColumn('id', types.id, (column) => column.primaryKey())
      .addColumn('user_id', types.id, (column) => column.notNull())
      .addColumn('patient_id', types.id)
      .addColumn('photo_id', types.id, (column) => column.notNull())
      .addColumn('embedding', types.bytes, (column) => column.notNull())
      .addColumn('patient_name', types.text, (column) => column.notNull())
      .addColumn('created_at', types.timestampMs, (column) => column.notNull())
      .addColumn('model_used', types.text, (column) => column.notNull())
      .addColumn('confidence', types.real)
      .addColumn('model_version', types.text, (column) => column.notNull())
      .addColumn('library', types.text, (column) => column.notNull())
      .addColumn('suggested_patient_id', types.id)
      .execute();
    await db.schema
      .createIndex('face_embeddings_by_photo')
      .on('face_embeddings')
      .columns(['user_id', 'photo_id'])
      .execute();
    await db.schema
      .createIndex('face_embeddings_by_patient')
      .on('face_embeddings')
      .columns(['user_id', 'patient_id'])
      .execute();

    // Bytes stored per user, trash included (spec 01 §9). Uploads reserve their size with one
    // conditional update, so two parallel uploads can never both pass the quota.
    await db.schema
      .createTable('storage_usage')
      .addColumn('user_id', types.id, (column) => column.primaryKey())
      .addColumn('used_bytes', types.bigInteger, (column) => column.notNull())
      .addColumn('updated_at', types.timestampMs, (column) => column.notNull())
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('storage_usage').execute();
    await db.schema.dropTable('face_embeddings').execute();
    await db.schema.dropTable('photos').execute();
    await db.schema.dropTable('tags').execute();
    await db.schema.dropTable('patients').execute();
  },
};
