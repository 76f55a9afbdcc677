import { BYTES_PER_GB, BYTES_PER_MB } from '@photodossier/domain/byte-units';
import { STORAGE_CHANGED_TOPIC } from '@photodossier/domain/live-events';
import { PHOTO_SIZE_MIGRATION } from '@photodossier/domain/storage-limits';
import {
  photoSizeMigrationResultSchema,
  storageStatsSchema,
  type StorageStats,
} from '@photodossier/domain/storage-stats';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, send, verifiedAccount, type TestAccount } from './support/accounts';
import { photoRow } from './support/photo-rows';
import { readPhoto, seedPatientRow, seedPhoto } from './support/photos';
import { expectedBreakdown, syncUsage, usageOf } from './support/storage-checks';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
});

afterAll(async () => {
  await testApp?.close();
});

const db = () => testApp.platform.database.db;

async function stats(account: TestAccount, refresh = false): Promise<StorageStats> {
  const response = await get(
    testApp.app,
    `/api/v1/storage/stats${refresh ? '?refresh=1' : ''}`,
    account.cookie,
  );
  expect(response.statusCode).toBe(200);
  return storageStatsSchema.parse(response.json());
}

const ANNOTATION = JSON.stringify({
  canvasData: 'data:image/png;base64,iVBORw0KGgo=',
  textAnnotations: [{ text: 'Zone traitée é', x: 0.1, y: 0.2, size: 0.05 }],
  timestamp: 1,
});

describe(`storage statistics on ${process.env.TEST_DB_DIALECT}`, () => {
  it('are exact: media by type, trash, patients, annotations, plan totals and texts', async () => {
    const alice = await newAccount();
    const active = await seedPatientRow(testApp, alice.userId);
    const trashed = await seedPatientRow(testApp, alice.userId, { is_deleted: 1 });
    const at = Date.UTC(2024, 0, 1);
    const rows = [
      photoRow(alice.userId, at, { file_size: 3 * BYTES_PER_MB, patient_id: active }),
      photoRow(alice.userId, at + 1, {
        file_size: 1000,
        patient_id: active,
        annotations: ANNOTATION,
      }),
      photoRow(alice.userId, at + 2, {
        file_size: 40 * BYTES_PER_MB,
        media_type: 'video',
        file_type: 'video/mp4',
        patient_id: active,
      }),
      photoRow(alice.userId, at + 3, { file_size: 2000 }),
      // Filed under a patient in the trash: active, but not the active patients' bytes.
      photoRow(alice.userId, at + 4, { file_size: 5000, patient_id: trashed }),
      photoRow(alice.userId, at + 5, { file_size: 7000, is_deleted: 1, deleted_at: at }),
      photoRow(alice.userId, at + 6, {
        file_size: 9000,
        media_type: 'video',
        is_deleted: 1,
        deleted_at: at,
        // A drawing in the trash is not an active annotation.
        annotations: ANNOTATION,
      }),
    ];
    await db().insertInto('photos').values(rows).execute();

    const result = await stats(alice);
    const used = rows.reduce((total, row) => total + Number(row.file_size), 0);
    expect(result.breakdown).toEqual(await expectedBreakdown(testApp, alice.userId));
    expect(result.breakdown).toMatchObject({
      images: { count: 4, size: 3 * BYTES_PER_MB + 1000 + 2000 + 5000 },
      videos: { count: 1, size: 40 * BYTES_PER_MB },
      patients: { count: 1, size: 43 * BYTES_PER_MB + 1000 },
      trash: { count: 2, size: 16_000 },
      trash_images: { count: 1, size: 7000 },
      trash_videos: { count: 1, size: 9000 },
      annotations: { count: 1, size: Buffer.byteLength(ANNOTATION) },
    });
    expect(result).toMatchObject({
      used_bytes: used,
      total_bytes: 5 * BYTES_PER_GB,
      quota_bytes: 500 * BYTES_PER_MB,
      used_gb: used / BYTES_PER_GB,
      total_gb: 5,
      plan_id: 'decouverte',
      degraded: false,
    });
    expect(result.formatted).toEqual({
      used: '43 MB',
      total: '5 GB',
      percentage: 0.8,
      imagesCount: 4,
      totalImagesSize: '3 MB',
      videosCount: 1,
      totalVideosSize: '40 MB',
      patientsCount: 1,
      totalPatientsSize: '43 MB',
      trashPhotosCount: 2,
      totalTrashSize: '15.6 KB',
    });
  });

  it('are cached per user until refresh=1 or a change event of that user', async () => {
    const alice = await newAccount();
    const bob = await newAccount();
    await seedPhoto(testApp, alice.userId);
    const first = await stats(alice);
    expect(first.breakdown.photos.count).toBe(1);

    // A row written behind the service's back: the cache does not see it.
    await db()
      .insertInto('photos')
      .values(photoRow(alice.userId, Date.UTC(2024, 1, 1), { file_size: 4321 }))
      .execute();
    expect(await stats(alice)).toEqual(first);
    // Another user's change leaves Alice's figures cached.
    await testApp.platform.bus.publish({
      topic: STORAGE_CHANGED_TOPIC,
      ids: [bob.userId],
      userId: bob.userId,
    });
    expect(await stats(alice)).toEqual(first);

    const refreshed = await stats(alice, true);
    expect(refreshed.breakdown.photos).toEqual({
      count: 2,
      size: first.breakdown.photos.size + 4321,
    });
    expect(await stats(alice)).toEqual(refreshed);

    await db()
      .insertInto('photos')
      .values(photoRow(alice.userId, Date.UTC(2024, 1, 2), { file_size: 10 }))
      .execute();
    await testApp.platform.bus.publish({
      topic: STORAGE_CHANGED_TOPIC,
      ids: [alice.userId],
      userId: alice.userId,
    });
    expect((await stats(alice)).breakdown.photos.count).toBe(3);
    // Bob sees none of it.
    expect((await stats(bob)).used_bytes).toBe(0);
  });

  it('drop the cache when a photo is moved to the trash through the API', async () => {
    const alice = await newAccount();
    const photo = await seedPhoto(testApp, alice.userId);
    expect((await stats(alice)).breakdown.trash.count).toBe(0);
    const response = await send(testApp.app, 'DELETE', `/api/v1/photos/${photo.id}`, alice.cookie);
    expect(response.statusCode).toBe(204);
    expect((await stats(alice)).breakdown.trash).toEqual({
      count: 1,
      size: Number(photo.file_size),
    });
  });

  it('count dictation recordings, those in the trash too, as the quota does', async () => {
    const alice = await newAccount();
    const bob = await newAccount();
    const photo = await seedPhoto(testApp, alice.userId);
    const now = Date.now();
    const dictation = (userId: string, n: number, audioSize: number | null, deleted = 0) => ({
      id: `${userId.slice(0, 8)}-dictation-${n}`,
      user_id: userId,
      patient_id: null,
      title: `Dictée ${n}`,
      recorded_on: '2026-11-24',
      text: '',
      audio_key: audioSize === null ? null : `dictations/${userId}/${n}.webm`,
      audio_type: audioSize === null ? null : 'audio/webm',
      audio_size: audioSize ?? 0,
      duration_ms: audioSize === null ? null : 3000,
      is_deleted: deleted,
      deleted_at: deleted ? now : null,
      created_at: now + n,
      updated_at: now + n,
    });
    await db()
      .insertInto('dictations')
      .values([
        dictation(alice.userId, 1, 48_000),
        // In the trash: still stored, still counted until the trash is emptied.
        dictation(alice.userId, 2, 12_000, 1),
        // Typed, never recorded: no bytes.
        dictation(alice.userId, 3, null),
        dictation(bob.userId, 4, 999_000),
      ])
      .execute();

    const result = await stats(alice, true);
    expect(result.breakdown).toEqual(await expectedBreakdown(testApp, alice.userId));
    expect(result.breakdown.dictations).toEqual({ count: 2, size: 60_000 });
    expect(result.used_bytes).toBe(Number(photo.file_size) + 60_000);
    expect(result.breakdown.photos.size + result.breakdown.dictations.size).toBe(result.used_bytes);
    expect((await stats(bob, true)).breakdown.dictations).toEqual({ count: 1, size: 999_000 });
  });

  it('need a session and a well-formed refresh flag', async () => {
    const alice = await newAccount();
    expect((await get(testApp.app, '/api/v1/storage/stats')).statusCode).toBe(401);
    const bad = await get(testApp.app, '/api/v1/storage/stats?refresh=yes', alice.cookie);
    expect(bad.statusCode).toBe(400);
  });
});

describe(`photo size migration on ${process.env.TEST_DB_DIALECT}`, () => {
  it('reads size and type of stored files for rows of size 0, in paced batches', async () => {
    const alice = await newAccount();
    const bob = await newAccount();
    const unsized = [];
    for (let n = 0; n < PHOTO_SIZE_MIGRATION.batchSize + 2; n += 1) {
      unsized.push(
        await seedPhoto(
          testApp,
          alice.userId,
          { file_size: 0 },
          { original: Buffer.alloc(1000 + n, n) },
        ),
      );
    }
    // Older records carry no type: the stored file's type fills it in.
    await db()
      .updateTable('photos')
      .set({ file_type: '' })
      .where('user_id', '=', alice.userId)
      .execute();
    const missing = await seedPhoto(testApp, alice.userId, { file_size: 0 });
    await testApp.platform.blobs.delete(missing.storage_path);
    const sized = await seedPhoto(testApp, alice.userId);
    const bobs = await seedPhoto(testApp, bob.userId, { file_size: 0 });
    await syncUsage(testApp, alice.userId);
    const before = await stats(alice);

    const startedAt = Date.now();
    const started = performance.now();
    const response = await post(testApp.app, '/api/v1/storage/migrate-sizes', {}, alice.cookie);
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(200);
    expect(photoSizeMigrationResultSchema.parse(response.json())).toEqual({
      migrated: unsized.length,
      errors: 1,
      total: unsized.length + 1,
    });
    // Two batches: one pause between them.
    expect(elapsed).toBeGreaterThanOrEqual(PHOTO_SIZE_MIGRATION.pauseMs);
    for (const [n, photo] of unsized.entries()) {
      const row = await readPhoto(testApp, photo.id);
      expect(Number(row.file_size)).toBe(1000 + n);
      expect(row.file_type).toBe('image/jpeg');
      expect(Number(row.updated_at)).toBeGreaterThanOrEqual(startedAt);
    }
    expect(Number((await readPhoto(testApp, missing.id)).file_size)).toBe(0);
    expect(Number((await readPhoto(testApp, bobs.id)).file_size)).toBe(0);
    const found = unsized.reduce((total, _, n) => total + 1000 + n, 0);
    // The bytes were on disk all along: the quota counter now knows them.
    expect(await usageOf(testApp, alice.userId)).toBe(Number(sized.file_size) + found);
    // The figures are recomputed without asking for a refresh.
    expect((await stats(alice)).used_bytes).toBe(before.used_bytes + found);
  });
});

describe(`the storage manager's media list on ${process.env.TEST_DB_DIALECT}`, () => {
  let alice: TestAccount;
  let patient: string;
  const sizes = [5000, 300, 300, 12_000, 700, 0, 4200, 9100];

  beforeAll(async () => {
    alice = await newAccount();
    patient = await seedPatientRow(testApp, alice.userId, { prenom: 'Léa', nom: 'Martin' });
    const rows = sizes.map((size, n) =>
      photoRow(alice.userId, Date.UTC(2024, 2, 1) + (n % 4) * 60_000, {
        file_size: size,
        filename: `${String.fromCharCode(104 - n)}-photo.jpg`,
        media_type: n % 3 === 0 ? 'video' : 'image',
        duration: n % 3 === 0 ? 12.5 : null,
        patient_id: n % 2 === 0 ? patient : null,
        is_deleted: n >= 6 ? 1 : 0,
        deleted_at: n >= 6 ? Date.UTC(2024, 3, 1) : null,
      }),
    );
    await db().insertInto('photos').values(rows).execute();
  });

  interface Item {
    id: string;
    file_size: number;
    filename: string;
    date_prise: string;
    media_type: string;
    patient_name: string | null;
    is_deleted: boolean;
    duration: number | null;
  }

  async function walk(query: string, limit: number) {
    const items: Item[] = [];
    let cursor: string | null = null;
    let totals: { total_count: number; total_size: number } | null = null;
    for (let page = 0; page < 50; page += 1) {
      const params = new URLSearchParams(query);
      params.set('limit', String(limit));
      if (cursor) params.set('cursor', cursor);
      const response = await get(testApp.app, `/api/v1/storage/media?${params}`, alice.cookie);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{
        items: Item[];
        nextCursor: string | null;
        total_count: number;
        total_size: number;
      }>();
      totals = { total_count: body.total_count, total_size: body.total_size };
      items.push(...body.items);
      cursor = body.nextCursor;
      if (!cursor) return { items, totals };
    }
    throw new Error('pagination did not end');
  }

  it('lists active media of size above 0, largest first by default, page after page', async () => {
    const { items, totals } = await walk('', 2);
    expect(items.map((item) => item.file_size)).toEqual([12_000, 5000, 700, 300, 300]);
    expect(totals).toEqual({ total_count: 5, total_size: 18_300 });
    const ties = items.filter((item) => item.file_size === 300).map((item) => item.id);
    expect(ties).toEqual([...ties].sort().reverse());
    expect(items.every((item) => !item.is_deleted)).toBe(true);
    const withPatient = items.find((item) => item.file_size === 5000);
    expect(withPatient?.patient_name).toBe('Léa Martin');
    expect(withPatient?.media_type).toBe('video');
    expect(withPatient?.duration).toBe(12.5);
    expect(items.find((item) => item.file_size === 12_000)?.patient_name).toBeNull();
  });

  it('sorts by date (newest first) and by name (A to Z), and filters by type', async () => {
    const byDate = (await walk('sort=date', 3)).items;
    const dates = byDate.map((item) => Date.parse(item.date_prise));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(byDate).toHaveLength(5);
    const byName = (await walk('sort=name', 2)).items.map((item) => item.filename);
    expect(byName).toEqual([...byName].sort());
    const videos = await walk('type=video', 10);
    expect(videos.items.map((item) => item.file_size)).toEqual([12_000, 5000]);
    expect(videos.totals).toEqual({ total_count: 2, total_size: 17_000 });
  });

  it('lists the trash', async () => {
    const trash = await walk('view=trash', 1);
    expect(trash.items.map((item) => item.file_size)).toEqual([9100, 4200]);
    expect(trash.items.every((item) => item.is_deleted)).toBe(true);
    expect(trash.totals).toEqual({ total_count: 2, total_size: 13_300 });
  });

  it("refuses a cursor of another sort and shows nothing of another user's media", async () => {
    const first = await get(testApp.app, '/api/v1/storage/media?limit=1', alice.cookie);
    const cursor = first.json<{ nextCursor: string }>().nextCursor;
    const mixed = await get(
      testApp.app,
      `/api/v1/storage/media?sort=name&cursor=${cursor}`,
      alice.cookie,
    );
    expect(mixed.statusCode).toBe(400);
    expect(
      (await get(testApp.app, '/api/v1/storage/media?view=bin', alice.cookie)).statusCode,
    ).toBe(400);
    const bob = await newAccount();
    const other = await get(testApp.app, '/api/v1/storage/media', bob.cookie);
    expect(other.json()).toEqual({ items: [], nextCursor: null, total_count: 0, total_size: 0 });
    expect((await get(testApp.app, '/api/v1/storage/media')).statusCode).toBe(401);
  });
});

describe(`failures on ${process.env.TEST_DB_DIALECT}`, () => {
  it('answer the last figures, else zeros with 5 GB, marked degraded; migration 0/1/0', async () => {
    const alice = await newAccount();
    const stranger = await newAccount();
    await seedPhoto(testApp, alice.userId);
    await seedPhoto(testApp, alice.userId, { file_size: 0 });
    const good = await stats(alice);
    await sql`alter table photos rename to photos_unreachable`.execute(db());
    try {
      expect(await stats(alice, true)).toEqual({ ...good, degraded: true });
      const zeros = await stats(stranger);
      expect(zeros).toMatchObject({
        used_bytes: 0,
        total_bytes: 5 * BYTES_PER_GB,
        total_gb: 5,
        degraded: true,
      });
      expect(zeros.breakdown.photos).toEqual({ count: 0, size: 0 });
      const migration = await post(testApp.app, '/api/v1/storage/migrate-sizes', {}, alice.cookie);
      expect(migration.json()).toEqual({ migrated: 0, errors: 1, total: 0 });
    } finally {
      await sql`alter table photos_unreachable rename to photos`.execute(db());
    }
    expect((await stats(alice, true)).degraded).toBe(false);
  });
});

async function newAccount(): Promise<TestAccount> {
  return verifiedAccount(testApp.app, testApp.config);
}
