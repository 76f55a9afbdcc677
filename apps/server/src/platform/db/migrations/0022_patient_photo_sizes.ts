import type { PortableMigration } from './migration';

// The storage statistics sum the active photos of patients in the trash (decision 0060). With
// file_size at the end of photos_by_patient_date that sum reads the index alone: reading the
// table for it right after the statistics' scan of the user's range cost more than the scan,
// the pages it needed having been pushed out of the cache. The key order is unchanged, so the
// galleries' pages and counts keep their plans.
export const patientPhotoSizesMigration: PortableMigration = {
  async up(db) {
    await db.schema.dropIndex('photos_by_patient_date').execute();
    await db.schema
      .createIndex('photos_by_patient_date')
      .on('photos')
      .columns(['user_id', 'patient_id', 'is_deleted', 'date_prise', 'id', 'file_size'])
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('photos_by_patient_date').execute();
    await db.schema
      .createIndex('photos_by_patient_date')
      .on('photos')
      .columns(['user_id', 'patient_id', 'is_deleted', 'date_prise', 'id'])
      .execute();
  },
};
