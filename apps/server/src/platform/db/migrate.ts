import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { SqlDialect } from '../../config/types';
import { appMetaMigration } from './migrations/0001_app_meta';
import type { PortableMigration } from './migrations/migration';
import { userSettingsMigration } from './migrations/0002_user_settings';
import { patientsAndMediaMigration } from './migrations/0003_patients_and_media';
import { faceRegionsMigration } from './migrations/0004_face_regions';
import { trashAndStorageMigration } from './migrations/0005_trash_and_storage';
import { billingMigration } from './migrations/0006_billing';
import { importSessionsMigration } from './migrations/0007_import_sessions';
import { uploadLedgerAndAccountBackoffMigration } from './migrations/0008_upload_ledger_and_account_backoff';
import { comparisonsAndSharesMigration } from './migrations/0012_comparisons_and_shares';
import { tagKindsMigration } from './migrations/0013_tag_kinds';
import { driveItemsMigration } from './migrations/0014_drive_items';
import { operationReportsAndDictationsMigration } from './migrations/0015_operation_reports_and_dictations';
import { injectionSessionsMigration } from './migrations/0016_injection_sessions';
import { archiveAndJournalMigration } from './migrations/0017_archive_and_journal';
import { emailSendsMigration } from './migrations/0018_email_sends';
import { tagKeysPracticeAndExportJobsMigration } from './migrations/0019_tag_keys_practice_and_export_jobs';
import { consentsAndPortalMigration } from './migrations/0020_consents_and_portal';
import { notificationSendsMigration } from './migrations/0021_notification_sends';
import { patientPhotoSizesMigration } from './migrations/0022_patient_photo_sizes';
import { settingsPatchIdsMigration } from './migrations/0023_settings_patch_ids';
import { portableColumnTypes } from './portable';

// Names sort in application order; a name is never reused or renamed once shipped.
const MIGRATIONS: Readonly<Record<string, PortableMigration>> = {
  '0001_app_meta': appMetaMigration,
  '0002_user_settings': userSettingsMigration,
  '0003_patients_and_media': patientsAndMediaMigration,
  '0004_face_regions': faceRegionsMigration,
  '0005_trash_and_storage': trashAndStorageMigration,
  '0006_billing': billingMigration,
  '0007_import_sessions': importSessionsMigration,
  '0008_upload_ledger_and_account_backoff': uploadLedgerAndAccountBackoffMigration,
  '0012_comparisons_and_shares': comparisonsAndSharesMigration,
  '0013_tag_kinds': tagKindsMigration,
  '0014_drive_items': driveItemsMigration,
  '0015_operation_reports_and_dictations': operationReportsAndDictationsMigration,
  '0016_injection_sessions': injectionSessionsMigration,
  '0017_archive_and_journal': archiveAndJournalMigration,
  '0018_email_sends': emailSendsMigration,
  '0019_tag_keys_practice_and_export_jobs': tagKeysPracticeAndExportJobsMigration,
  '0020_consents_and_portal': consentsAndPortalMigration,
  '0021_notification_sends': notificationSendsMigration,
  '0022_patient_photo_sizes': patientPhotoSizesMigration,
  '0023_settings_patch_ids': settingsPatchIdsMigration,
};

class InCodeMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: SqlDialect) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const types = portableColumnTypes(this.dialect);
    return Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, migration]) => [
        name,
        {
          up: (db: Kysely<unknown>) => migration.up(db, types),
          down: (db: Kysely<unknown>) => migration.down(db, types),
        },
      ]),
    );
  }
}

export function createMigrator(db: Kysely<unknown>, dialect: SqlDialect): Migrator {
  return new Migrator({ db, provider: new InCodeMigrationProvider(dialect) });
}

/** Applies pending migrations; concurrent nodes are serialised by Kysely's migration lock. */
export async function migrateToLatest(db: Kysely<unknown>, dialect: SqlDialect): Promise<string[]> {
  const { error, results } = await createMigrator(db, dialect).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    const message = failed ? `Database migration ${failed} failed` : 'Database migration failed';
    throw new Error(message, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}
