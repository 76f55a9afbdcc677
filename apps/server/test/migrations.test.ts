import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/platform/logging/logger';
import { ensureInstallationId } from '../src/platform/db/app-meta';
import { openDatabase } from '../src/platform/db/database';
import { createMigrator, migrateToLatest } from '../src/platform/db/migrate';
import { createTestDatabase, type TestDatabase } from './support/test-database';

let testDatabase: TestDatabase;
const logger = createLogger('silent');

beforeAll(async () => {
  testDatabase = await createTestDatabase();
});

afterAll(async () => {
  await testDatabase?.drop();
});

describe(`migrations on ${process.env.TEST_DB_DIALECT}`, () => {
  it('creates the schema on first open and keeps the installation id across restarts', async () => {
    const first = await openDatabase(testDatabase.config, logger);
    const migrations = await createMigrator(
      first.db as Kysely<unknown>,
      first.dialect,
    ).getMigrations();
    expect(
      migrations.map((migration) => [migration.name, migration.executedAt !== undefined]),
    ).toEqual([
      ['0001_app_meta', true],
      ['0002_user_settings', true],
      ['0003_patients_and_media', true],
      ['0004_face_regions', true],
      ['0005_trash_and_storage', true],
      ['0006_billing', true],
      ['0007_import_sessions', true],
      ['0008_upload_ledger_and_account_backoff', true],
      ['0012_comparisons_and_shares', true],
    ]);
    const installationId = await ensureInstallationId(first.db);
    await first.close();

    const second = await openDatabase(testDatabase.config, logger);
    expect(await migrateToLatest(second.db as Kysely<unknown>, second.dialect)).toEqual([]);
    expect(await ensureInstallationId(second.db)).toBe(installationId);
    await second.close();
  });

  it('can migrate down and up again', async () => {
    const database = await openDatabase(testDatabase.config, logger);
    const migrator = createMigrator(database.db as Kysely<unknown>, database.dialect);
    // Each step undoes one migration; where a migration created a table, it must be gone.
    for (const table of [
      'shares',
      'upload_ledger',
      'import_sessions',
      null,
      null,
      null,
      'photos',
      'user_settings',
      'app_meta',
    ]) {
      const down = await migrator.migrateDown();
      expect(down.error).toBeUndefined();
      if (table === null) continue;
      await expect(
        sql`select count(*) from ${sql.table(table)}`.execute(database.db),
      ).rejects.toThrow();
    }
    expect(await migrateToLatest(database.db as Kysely<unknown>, database.dialect)).toEqual([
      '0001_app_meta',
      '0002_user_settings',
      '0003_patients_and_media',
      '0004_face_regions',
      '0005_trash_and_storage',
      '0006_billing',
      '0007_import_sessions',
      '0008_upload_ledger_and_account_backoff',
      '0012_comparisons_and_shares',
    ]);
    await sql`select count(*) from app_meta`.execute(database.db);
    await sql`select count(*) from user_settings`.execute(database.db);
    await sql`select count(*) from photos`.execute(database.db);
    await database.close();
  });
});
