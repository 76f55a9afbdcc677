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
      ['0013_tag_kinds', true],
      ['0014_drive_items', true],
      ['0015_operation_reports_and_dictations', true],
      ['0016_injection_sessions', true],
      ['0017_archive_and_journal', true],
      ['0018_email_sends', true],
      ['0019_tag_keys_practice_and_export_jobs', true],
      ['0020_consents_and_portal', true],
      ['0021_notification_sends', true],
      ['0022_patient_photo_sizes', true],
      ['0023_settings_patch_ids', true],
    ]);
    const installationId = await ensureInstallationId(first.db);
    await first.close();

    const second = await openDatabase(testDatabase.config, logger);
    expect(await migrateToLatest(second.db as Kysely<unknown>, second.dialect)).toEqual([]);
    expect(await ensureInstallationId(second.db)).toBe(installationId);
    await second.close();
  });

  it('gives existing tags the kind of what carries them (0013)', async () => {
    const database = await openDatabase(testDatabase.config, logger);
    const db = database.db as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const migrator = createMigrator(db as Kysely<unknown>, database.dialect);
    expect((await migrator.migrateTo('0012_comparisons_and_shares')).error).toBeUndefined();
    const user = 'user-0013';
    const tag = (id: string, name: string) => ({ id, user_id: user, name, created_at: 1 });
    await db
      .insertInto('tags')
      .values([
        tag('t-patient', 'Botox'),
        tag('t-photo', 'Avant'),
        tag('t-both', 'Peeling'),
        tag('t-unused', 'Fils'),
      ])
      .execute();
    const patient = { nom: 'N', prenom: 'P', date_naissance: '', email: '', telephone: '' };
    const unsaid = { sexe: '', adresse: '', commentaire: '', cote_affecte: '' };
    await db
      .insertInto('patients')
      .values({
        ...patient,
        ...unsaid,
        id: 'p-0013',
        user_id: user,
        tags: '["Botox","Peeling"]',
        created_at: 1,
        updated_at: 1,
        is_deleted: 0,
      })
      .execute();
    await db
      .insertInto('photos')
      .values({
        id: 'ph-0013',
        user_id: user,
        patient_id: null,
        storage_path: 'x',
        date_prise: 1,
        zone_traitee: '',
        created_at: 1,
        updated_at: 1,
        file_size: 1,
        file_type: 'image/jpeg',
        media_type: 'image',
        is_deleted: 0,
        tags: '["Avant","Peeling"]',
        filename: 'a.jpg',
      })
      .execute();

    expect((await migrator.migrateTo('0013_tag_kinds')).error).toBeUndefined();
    const rows = await db
      .selectFrom('tags')
      .select(['name', 'kind'])
      .where('user_id', '=', user)
      .orderBy('name')
      .orderBy('kind')
      .execute();
    expect(rows.map((row: { kind: string; name: string }) => `${row.kind}:${row.name}`)).toEqual([
      'photo:Avant',
      'patient:Botox',
      'patient:Fils',
      'patient:Peeling',
      'photo:Peeling',
    ]);

    // Back down, one tag per name again.
    expect((await migrator.migrateTo('0012_comparisons_and_shares')).error).toBeUndefined();
    const names = await db.selectFrom('tags').select('name').where('user_id', '=', user).execute();
    expect(names.map((row: { name: string }) => row.name).sort()).toEqual([
      'Avant',
      'Botox',
      'Fils',
      'Peeling',
    ]);
    await migrateToLatest(db as Kysely<unknown>, database.dialect);
    await db.deleteFrom('tags').where('user_id', '=', user).execute();
    await db.deleteFrom('patients').where('user_id', '=', user).execute();
    await db.deleteFrom('photos').where('user_id', '=', user).execute();
    await database.close();
  });

  it('turns each day of an old injection map into a session (0016)', async () => {
    const database = await openDatabase(testDatabase.config, logger);
    const db = database.db as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const migrator = createMigrator(db as Kysely<unknown>, database.dialect);
    expect((await migrator.migrateTo('0013_tag_kinds')).error).toBeUndefined();
    const user = 'user-0016';
    const old = (id: string, date: string, units: number) => ({
      id,
      x: 0.4,
      y: 0.3,
      product: 'Botox',
      units,
      date,
      notes: 'Glabelle',
    });
    await db
      .insertInto('injection_maps')
      .values({
        user_id: user,
        patient_id: 'p-0016',
        points: JSON.stringify([
          old('a', '2026-03-01', 4),
          old('b', '2026-03-01', 6),
          old('c', '2026-06-10', 0),
        ]),
        updated_at: 1,
      })
      .execute();
    expect((await migrator.migrateTo('0016_injection_sessions')).error).toBeUndefined();
    const sessions = (await db
      .selectFrom('injection_sessions')
      .selectAll()
      .where('user_id', '=', user)
      .orderBy('session_date')
      .execute()) as { session_date: string; points: string; notes: string }[];
    const [first, second] = sessions as [(typeof sessions)[0], (typeof sessions)[0]];
    expect(sessions.map((row) => row.session_date)).toEqual(['2026-03-01', '2026-06-10']);
    const points = JSON.parse(first.points);
    expect(points.map((point: { dose: number }) => point.dose)).toEqual([4, 6]);
    expect(points[0]).toMatchObject({ product_name: 'Botox', zone: 'other', notes: 'Glabelle' });
    // A point without a dose is not lost: it reads in its session's notes.
    expect(JSON.parse(second.points)).toEqual([]);
    expect(second.notes).toContain('Botox 0 Glabelle');
    await db.deleteFrom('injection_sessions').where('user_id', '=', user).execute();
    await database.close();
  });

  it('merges tags that differ only by case or accents and rewrites their carriers (0019)', async () => {
    const database = await openDatabase(testDatabase.config, logger);
    const db = database.db as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const migrator = createMigrator(db as Kysely<unknown>, database.dialect);
    expect((await migrator.migrateTo('0018_email_sends')).error).toBeUndefined();
    const user = 'user-0019';
    const other = 'user-0019-other';
    const tag = (id: string, owner: string, name: string, createdAt: number) => ({
      id,
      user_id: owner,
      kind: 'patient',
      name,
      created_at: createdAt,
    });
    await db
      .insertInto('tags')
      .values([
        tag('t-1', user, 'Botox', 1),
        tag('t-2', user, 'botox', 2),
        tag('t-3', user, 'BÖTOX', 3),
        tag('t-4', user, 'Fils', 4),
        tag('t-5', other, 'botox', 5),
      ])
      .execute();
    const patient = { nom: 'N', prenom: 'P', date_naissance: '', email: '', telephone: '' };
    const unsaid = { sexe: '', adresse: '', commentaire: '', cote_affecte: '' };
    const carrier = (id: string, owner: string, tags: string[]) => ({
      ...patient,
      ...unsaid,
      id,
      user_id: owner,
      tags: JSON.stringify(tags),
      created_at: 1,
      updated_at: 1,
      is_deleted: 0,
    });
    await db
      .insertInto('patients')
      .values([
        carrier('p-0019-a', user, ['botox', 'Fils', 'BÖTOX']),
        carrier('p-0019-b', other, ['botox']),
      ])
      .execute();

    expect(
      (await migrator.migrateTo('0019_tag_keys_practice_and_export_jobs')).error,
    ).toBeUndefined();
    const rows = await db
      .selectFrom('tags')
      .select(['user_id', 'name', 'name_key'])
      .where('user_id', 'in', [user, other])
      .orderBy('user_id')
      .orderBy('name')
      .execute();
    expect(rows).toEqual([
      { user_id: user, name: 'Botox', name_key: 'botox' },
      { user_id: user, name: 'Fils', name_key: 'fils' },
      { user_id: other, name: 'botox', name_key: 'botox' },
    ]);
    const carriers = await db
      .selectFrom('patients')
      .select(['id', 'tags'])
      .where('id', 'in', ['p-0019-a', 'p-0019-b'])
      .orderBy('id')
      .execute();
    expect(carriers.map((row: { tags: string }) => JSON.parse(row.tags))).toEqual([
      ['Botox', 'Fils'],
      ['botox'],
    ]);
    // The database itself refuses a second spelling of the same tag.
    await expect(
      db
        .insertInto('tags')
        .values({ ...tag('t-6', user, 'BOTOX', 6), name_key: 'botox' })
        .execute(),
    ).rejects.toThrow();
    await db.deleteFrom('tags').where('user_id', 'in', [user, other]).execute();
    await db.deleteFrom('patients').where('user_id', 'in', [user, other]).execute();
    await database.close();
  });

  it('can migrate down and up again', async () => {
    const database = await openDatabase(testDatabase.config, logger);
    const migrator = createMigrator(database.db as Kysely<unknown>, database.dialect);
    // Each step undoes one migration; where a migration created a table, it must be gone.
    for (const table of [
      null,
      null,
      'notification_sends',
      'consent_documents',
      'export_jobs',
      'email_sends',
      'access_journal',
      'injection_sessions',
      'operation_reports',
      'drive_items',
      null,
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
      '0013_tag_kinds',
      '0014_drive_items',
      '0015_operation_reports_and_dictations',
      '0016_injection_sessions',
      '0017_archive_and_journal',
      '0018_email_sends',
      '0019_tag_keys_practice_and_export_jobs',
      '0020_consents_and_portal',
      '0021_notification_sends',
      '0022_patient_photo_sizes',
      '0023_settings_patch_ids',
    ]);
    await sql`select count(*) from app_meta`.execute(database.db);
    await sql`select count(*) from user_settings`.execute(database.db);
    await sql`select count(*) from photos`.execute(database.db);
    await sql`select count(*) from email_sends`.execute(database.db);
    await sql`select count(*) from portal_invites`.execute(database.db);
    await sql`select count(*) from notification_sends`.execute(database.db);
    await database.close();
  });
});
