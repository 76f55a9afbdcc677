import { sql } from 'kysely';
import type { PortableMigration } from './migration';

// Trash and storage statistics (issue 5, decision 0015). No new columns: the trash is the
// is_deleted flag of photos and patients. Only indexes, so the exact statistics and the storage
// manager's sorts read one index range of the user instead of every row.
export const trashAndStorageMigration: PortableMigration = {
  async up(db) {
    // The galleries hide the photos of a patient in the trash (decision 0015): with patient_id
    // in the gallery index, a page or a count of "all photos" still never reads the table.
    await db.schema.dropIndex('photos_by_user_date').execute();
    await db.schema
      .createIndex('photos_by_user_date')
      .on('photos')
      .columns(['user_id', 'is_deleted', 'date_prise', 'id', 'patient_id'])
      .execute();
    // Covers the statistics' grouping (deleted, type, assigned) and sums without the table.
    await db.schema
      .createIndex('photos_storage_stats')
      .on('photos')
      .columns(['user_id', 'is_deleted', 'media_type', 'file_size', 'patient_id'])
      .execute();
    // Storage manager, largest first; the date sort reuses photos_by_user_date of 0003.
    await db.schema
      .createIndex('photos_by_user_size')
      .on('photos')
      .columns(['user_id', 'is_deleted', 'file_size', 'id'])
      .execute();
    await db.schema
      .createIndex('photos_by_user_filename')
      .on('photos')
      .columns(['user_id', 'is_deleted', 'filename', 'id'])
      .execute();
    // Only annotated photos, with the size of their drawing: counting annotations reads
    // neither the unannotated photos nor the drawings themselves. Same SQL on both databases.
    await sql`
      create index photos_annotated on photos (user_id, is_deleted, octet_length(annotations))
      where annotations is not null
    `.execute(db);
    // Variants of an original, looked up when either is trashed, restored or deleted.
    await db.schema
      .createIndex('photos_by_original')
      .on('photos')
      .columns(['user_id', 'original_photo_id'])
      .execute();
    // The trash's patients, newest deleted first.
    await db.schema
      .createIndex('patients_by_user_deleted')
      .on('patients')
      .columns(['user_id', 'is_deleted', 'deleted_at', 'id'])
      .execute();
  },
  async down(db) {
    for (const name of [
      'patients_by_user_deleted',
      'photos_by_original',
      'photos_annotated',
      'photos_by_user_filename',
      'photos_by_user_size',
      'photos_storage_stats',
    ]) {
      await db.schema.dropIndex(name).execute();
    }
    await db.schema.dropIndex('photos_by_user_date').execute();
    await db.schema
      .createIndex('photos_by_user_date')
      .on('photos')
      .columns(['user_id', 'is_deleted', 'date_prise', 'id'])
      .execute();
  },
};
