import {
  PATIENTS_CHANGED_TOPIC,
  PHOTOS_CHANGED_TOPIC,
  STORAGE_CHANGED_TOPIC,
} from '@photodossier/domain/live-events';
import type { PhotosPage } from '@photodossier/domain/media-record';
import {
  TRASH_IDS_MAX,
  trashDeleteResultSchema,
  trashedPatientsPageSchema,
  trashRestoreResultSchema,
  trashSummarySchema,
} from '@photodossier/domain/storage-media';
import { storageStatsSchema } from '@photodossier/domain/storage-stats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/platform/db/portable';
import type { LiveEvent } from '../src/platform/events/event-bus';
import { ERASE_BATCH_SIZE } from '../src/modules/trash/service';
import { get, post, send, verifiedAccount, type TestAccount } from './support/accounts';
import { photoRow } from './support/photo-rows';
import { readBlob, seedEmbedding, seedPatientRow, seedPhoto } from './support/photos';
import { expectedBreakdown, rowBytesOf, syncUsage, usageOf } from './support/storage-checks';
import { startTestApp, type TestApp } from './support/test-app';
import type { PhotoRow } from '../src/modules/media/repository';

let testApp: TestApp;
const events: LiveEvent[] = [];

beforeAll(async () => {
  testApp = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
  testApp.platform.bus.subscribe((event) => events.push(event));
});

afterAll(async () => {
  await testApp?.close();
});

const db = () => testApp.platform.database.db;

function topicsSince(start: number, userId: string): string[] {
  return events
    .slice(start)
    .filter((event) => event.userId === userId)
    .map((event) => event.topic);
}

async function newAccount(): Promise<TestAccount> {
  return verifiedAccount(testApp.app, testApp.config);
}

/** An original with its background-removed variant, both with files, linked both ways. */
async function seedPairWithVariant(userId: string, overrides: Partial<PhotoRow> = {}) {
  const variantId = newId();
  const original = await seedPhoto(testApp, userId, {
    has_background_removed: 1,
    background_removed_url: `/api/v1/photos/${variantId}/file`,
    ...overrides,
  });
  const variant = await seedPhoto(testApp, userId, {
    id: variantId,
    original_photo_id: original.id,
    patient_id: original.patient_id,
    filename: `${original.filename}-sans-fond.png`,
  });
  return { original, variant };
}

async function photoState(id: string) {
  return db()
    .selectFrom('photos')
    .select(['id', 'is_deleted', 'deleted_at', 'has_background_removed', 'background_removed_url'])
    .where('id', '=', id)
    .executeTakeFirst();
}

async function embeddingCount(photoId: string): Promise<number> {
  const rows = await db()
    .selectFrom('face_embeddings')
    .select('id')
    .where('photo_id', '=', photoId)
    .execute();
  return rows.length;
}

async function filesOf(row: PhotoRow): Promise<Array<Buffer | null>> {
  return Promise.all(
    [row.storage_path, row.thumbnail_path, row.preview_path].map((key) =>
      key ? readBlob(testApp, key) : Promise.resolve(null),
    ),
  );
}

/** The cached statistics (no refresh): exact only if every write dropped the cache. */
async function expectStatsExact(account: TestAccount) {
  const response = await get(testApp.app, '/api/v1/storage/stats', account.cookie);
  expect(response.statusCode).toBe(200);
  const stats = storageStatsSchema.parse(response.json());
  const breakdown = await expectedBreakdown(testApp, account.userId);
  expect(stats.breakdown).toEqual(breakdown);
  expect(stats.used_bytes).toBe(breakdown.photos.size + breakdown.trash.size);
  expect(stats.degraded).toBe(false);
  return stats;
}

const softDelete = (account: TestAccount, ids: string[]) =>
  post(testApp.app, '/api/v1/photos/delete', { ids }, account.cookie);
const restore = (account: TestAccount, ids: string[]) =>
  post(testApp.app, '/api/v1/trash/photos/restore', { ids }, account.cookie);
const erase = (account: TestAccount, ids: string[]) =>
  post(testApp.app, '/api/v1/trash/photos/delete', { ids }, account.cookie);

describe(`trash on ${process.env.TEST_DB_DIALECT}`, () => {
  describe('photos and their background-removal variants (spec 01 §4)', () => {
    it('trashes a variant with its original in one write, and restores both from either', async () => {
      const alice = await newAccount();
      const { original, variant } = await seedPairWithVariant(alice.userId);
      await syncUsage(testApp, alice.userId);
      await expectStatsExact(alice);

      const trashed = await softDelete(alice, [variant.id]);
      expect(trashed.statusCode).toBe(200);
      expect(new Set(trashed.json<{ ids: string[] }>().ids)).toEqual(
        new Set([original.id, variant.id]),
      );
      const [originalState, variantState] = await Promise.all([
        photoState(original.id),
        photoState(variant.id),
      ]);
      expect(originalState?.is_deleted).toBe(1);
      expect(variantState?.is_deleted).toBe(1);
      // One statement: the same instant on both rows.
      expect(Number(originalState?.deleted_at)).toBe(Number(variantState?.deleted_at));
      const stats = await expectStatsExact(alice);
      expect(stats.breakdown.trash.count).toBe(2);
      // The trash still counts toward usage: nothing comes back before a permanent deletion.
      expect(await usageOf(testApp, alice.userId)).toBe(await rowBytesOf(testApp, alice.userId));

      const start = events.length;
      const restored = await restore(alice, [original.id]);
      expect(restored.statusCode).toBe(200);
      const body = trashRestoreResultSchema.parse(restored.json());
      expect(body.restored).toBe(2);
      expect(new Set(body.ids)).toEqual(new Set([original.id, variant.id]));
      expect((await photoState(variant.id))?.is_deleted).toBe(0);
      expect((await photoState(variant.id))?.deleted_at).toBeNull();
      expect(topicsSince(start, alice.userId)).toEqual(
        expect.arrayContaining([PHOTOS_CHANGED_TOPIC, STORAGE_CHANGED_TOPIC]),
      );
      await expectStatsExact(alice);

      // Restoring what is not in the trash changes nothing.
      const again = await restore(alice, [original.id]);
      expect(trashRestoreResultSchema.parse(again.json())).toEqual({ restored: 0, ids: [] });
    });

    it('deletes an original for good with its variant, files, embeddings and bytes', async () => {
      const alice = await newAccount();
      const patient = await seedPatientRow(testApp, alice.userId);
      const { original, variant } = await seedPairWithVariant(alice.userId, {
        patient_id: patient,
      });
      const bystander = await seedPhoto(testApp, alice.userId);
      await seedEmbedding(testApp, alice.userId, original.id, patient);
      await seedEmbedding(testApp, alice.userId, variant.id, patient);
      const before = await syncUsage(testApp, alice.userId);
      expect((await filesOf(original)).every((file) => file !== null)).toBe(true);

      // Only photos already in the trash can be deleted for good.
      const early = await erase(alice, [original.id]);
      expect(trashDeleteResultSchema.parse(early.json())).toEqual({
        photos: 0,
        patients: 0,
        drive_files: 0,
        freed_bytes: 0,
      });
      expect(await photoState(original.id)).toBeDefined();

      await softDelete(alice, [original.id]);
      await expectStatsExact(alice);
      const start = events.length;
      const response = await erase(alice, [original.id]);
      expect(response.statusCode).toBe(200);
      const freed = Number(original.file_size) + Number(variant.file_size);
      expect(trashDeleteResultSchema.parse(response.json())).toEqual({
        photos: 2,
        patients: 0,
        drive_files: 0,
        freed_bytes: freed,
      });
      expect(await photoState(original.id)).toBeUndefined();
      expect(await photoState(variant.id)).toBeUndefined();
      expect(await filesOf(original)).toEqual([null, null, null]);
      expect(await filesOf(variant)).toEqual([null, null, null]);
      expect(await embeddingCount(original.id)).toBe(0);
      expect(await embeddingCount(variant.id)).toBe(0);
      expect(await usageOf(testApp, alice.userId)).toBe(before - freed);
      expect(await usageOf(testApp, alice.userId)).toBe(await rowBytesOf(testApp, alice.userId));
      expect((await filesOf(bystander)).every((file) => file !== null)).toBe(true);
      expect(topicsSince(start, alice.userId)).toEqual(
        expect.arrayContaining([
          PHOTOS_CHANGED_TOPIC,
          PATIENTS_CHANGED_TOPIC,
          STORAGE_CHANGED_TOPIC,
        ]),
      );
      await expectStatsExact(alice);
    });

    it('deleting only the variant keeps the original and clears its background_removed_url', async () => {
      const alice = await newAccount();
      const { original, variant } = await seedPairWithVariant(alice.userId);
      await syncUsage(testApp, alice.userId);
      await softDelete(alice, [variant.id]);

      const response = await erase(alice, [variant.id]);
      expect(trashDeleteResultSchema.parse(response.json())).toMatchObject({
        photos: 1,
        freed_bytes: Number(variant.file_size),
      });
      const kept = await photoState(original.id);
      expect(kept?.is_deleted).toBe(1);
      expect(kept?.background_removed_url).toBeNull();
      expect(kept?.has_background_removed).toBe(0);
      expect((await filesOf(original)).every((file) => file !== null)).toBe(true);
      expect(await filesOf(variant)).toEqual([null, null, null]);
      expect(await usageOf(testApp, alice.userId)).toBe(await rowBytesOf(testApp, alice.userId));
      await expectStatsExact(alice);
    });

    it('counts a file already missing from storage as deleted', async () => {
      const alice = await newAccount();
      const photo = await seedPhoto(testApp, alice.userId);
      await syncUsage(testApp, alice.userId);
      await testApp.platform.blobs.delete(photo.storage_path);
      await softDelete(alice, [photo.id]);
      const response = await erase(alice, [photo.id]);
      expect(trashDeleteResultSchema.parse(response.json()).photos).toBe(1);
      expect(await photoState(photo.id)).toBeUndefined();
      expect(await usageOf(testApp, alice.userId)).toBe(0);
    });

    it('empties a trash larger than one batch, leaving active photos alone', async () => {
      const alice = await newAccount();
      const kept = await seedPhoto(testApp, alice.userId);
      const withFiles = await seedPairWithVariant(alice.userId, { is_deleted: 1, deleted_at: 1 });
      await db()
        .updateTable('photos')
        .set({ is_deleted: 1, deleted_at: 1 })
        .where('id', '=', withFiles.variant.id)
        .execute();
      const count = ERASE_BATCH_SIZE * 2 + 17;
      const rows = Array.from({ length: count }, (_, n) =>
        photoRow(alice.userId, Date.UTC(2023, 0, 1) + n * 1000, {
          is_deleted: 1,
          deleted_at: Date.UTC(2024, 0, 1),
          file_size: 1000 + n,
          media_type: n % 5 === 0 ? 'video' : 'image',
        }),
      );
      await db().insertInto('photos').values(rows).execute();
      await syncUsage(testApp, alice.userId);
      const trashSize =
        rows.reduce((total, row) => total + Number(row.file_size), 0) +
        Number(withFiles.original.file_size) +
        Number(withFiles.variant.file_size);

      const summary = await get(testApp.app, '/api/v1/trash/summary', alice.cookie);
      expect(trashSummarySchema.parse(summary.json())).toEqual({
        photos: { count: count + 2, size: trashSize },
        patients: { count: 0 },
      });
      await expectStatsExact(alice);

      const response = await post(testApp.app, '/api/v1/trash/empty', {}, alice.cookie);
      expect(response.statusCode).toBe(200);
      expect(trashDeleteResultSchema.parse(response.json())).toEqual({
        photos: count + 2,
        patients: 0,
        drive_files: 0,
        freed_bytes: trashSize,
      });
      const left = await db()
        .selectFrom('photos')
        .select('id')
        .where('user_id', '=', alice.userId)
        .execute();
      expect(left.map((row) => row.id)).toEqual([kept.id]);
      expect(await filesOf(withFiles.original)).toEqual([null, null, null]);
      expect(await usageOf(testApp, alice.userId)).toBe(Number(kept.file_size));
      const after = await get(testApp.app, '/api/v1/trash/summary', alice.cookie);
      expect(trashSummarySchema.parse(after.json()).photos).toEqual({ count: 0, size: 0 });
      await expectStatsExact(alice);
    });
  });

  describe('patients (decision 0015)', () => {
    it('hides a trashed patient’s photos from the gallery, lists it, restores it with them', async () => {
      const alice = await newAccount();
      const patient = await seedPatientRow(testApp, alice.userId, { nom: 'Corbeille' });
      const photo = await seedPhoto(testApp, alice.userId, { patient_id: patient });
      // Already in the trash before the patient: it still goes with the patient, so it counts.
      await seedPhoto(testApp, alice.userId, {
        patient_id: patient,
        is_deleted: 1,
        deleted_at: Date.now(),
      });
      const loose = await seedPhoto(testApp, alice.userId);
      const galleryIds = async () => {
        const response = await get(testApp.app, '/api/v1/photos?limit=100', alice.cookie);
        return response.json<PhotosPage>().items.map((item) => item.id);
      };
      expect(new Set(await galleryIds())).toEqual(new Set([photo.id, loose.id]));

      expect(
        (await send(testApp.app, 'DELETE', `/api/v1/patients/${patient}`, alice.cookie)).statusCode,
      ).toBe(204);
      expect(await galleryIds()).toEqual([loose.id]);
      expect((await photoState(photo.id))?.is_deleted).toBe(0);
      const stats = await expectStatsExact(alice);
      expect(stats.breakdown.patients).toEqual({ count: 0, size: 0 });

      const listed = await get(testApp.app, '/api/v1/trash/patients', alice.cookie);
      const page = trashedPatientsPageSchema.parse(listed.json());
      expect(page.total).toBe(1);
      expect(page.items.map((item) => [item.id, item.nom, item.photo_count])).toEqual([
        [patient, 'Corbeille', 2],
      ]);
      expect(page.items[0]?.deleted_at).toEqual(expect.any(String));
      const summary = await get(testApp.app, '/api/v1/trash/summary', alice.cookie);
      expect(trashSummarySchema.parse(summary.json()).patients.count).toBe(1);

      const restored = await post(
        testApp.app,
        `/api/v1/trash/patients/${patient}/restore`,
        {},
        alice.cookie,
      );
      expect(restored.statusCode).toBe(204);
      expect(new Set(await galleryIds())).toEqual(new Set([photo.id, loose.id]));
      expect((await get(testApp.app, `/api/v1/patients/${patient}`, alice.cookie)).statusCode).toBe(
        200,
      );
      await expectStatsExact(alice);
      const twice = await post(
        testApp.app,
        `/api/v1/trash/patients/${patient}/restore`,
        {},
        alice.cookie,
      );
      expect(twice.statusCode).toBe(404);
    });

    it('pages the trashed patients, last deleted first', async () => {
      const alice = await newAccount();
      const ids: string[] = [];
      for (let n = 0; n < 5; n += 1) {
        const id = await seedPatientRow(testApp, alice.userId, { nom: `P${n}` });
        await db()
          .updateTable('patients')
          .set({ is_deleted: 1, deleted_at: Date.UTC(2024, 0, 1 + n) })
          .where('id', '=', id)
          .execute();
        ids.push(id);
      }
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `&cursor=${cursor}` : '';
        const response = await get(
          testApp.app,
          `/api/v1/trash/patients?limit=2${query}`,
          alice.cookie,
        );
        const page = trashedPatientsPageSchema.parse(response.json());
        expect(page.total).toBe(5);
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual([...ids].reverse());
      const bad = await get(testApp.app, '/api/v1/trash/patients?cursor=nonsense', alice.cookie);
      expect(bad.statusCode).toBe(400);
    });

    it('deletes a trashed patient for good with all its photos, variants, files and embeddings', async () => {
      const alice = await newAccount();
      const patient = await seedPatientRow(testApp, alice.userId);
      const { original, variant } = await seedPairWithVariant(alice.userId, {
        patient_id: patient,
      });
      const trashedAlready = await seedPhoto(testApp, alice.userId, {
        patient_id: patient,
        is_deleted: 1,
        deleted_at: 1,
      });
      const video = await seedPhoto(testApp, alice.userId, {
        patient_id: patient,
        media_type: 'video',
        file_type: 'video/mp4',
      });
      const other = await seedPhoto(testApp, alice.userId);
      await seedEmbedding(testApp, alice.userId, original.id, patient);
      await seedEmbedding(testApp, alice.userId, other.id, patient);
      await syncUsage(testApp, alice.userId);

      // An active patient is not in the trash.
      const active = await send(
        testApp.app,
        'DELETE',
        `/api/v1/trash/patients/${patient}`,
        alice.cookie,
      );
      expect(active.statusCode).toBe(404);

      await send(testApp.app, 'DELETE', `/api/v1/patients/${patient}`, alice.cookie);
      await expectStatsExact(alice);
      const response = await send(
        testApp.app,
        'DELETE',
        `/api/v1/trash/patients/${patient}`,
        alice.cookie,
      );
      expect(response.statusCode).toBe(200);
      const gone = [original, variant, trashedAlready, video];
      expect(trashDeleteResultSchema.parse(response.json())).toEqual({
        photos: 4,
        patients: 1,
        drive_files: 0,
        freed_bytes: gone.reduce((total, row) => total + Number(row.file_size), 0),
      });
      for (const row of gone) {
        expect(await photoState(row.id)).toBeUndefined();
        expect(await filesOf(row)).toEqual([null, null, null]);
      }
      const patientRow = await db()
        .selectFrom('patients')
        .select('id')
        .where('id', '=', patient)
        .executeTakeFirst();
      expect(patientRow).toBeUndefined();
      const embeddings = await db()
        .selectFrom('face_embeddings')
        .select('id')
        .where('user_id', '=', alice.userId)
        .execute();
      expect(embeddings).toEqual([]);
      expect(await photoState(other.id)).toBeDefined();
      expect(await usageOf(testApp, alice.userId)).toBe(Number(other.file_size));
      await expectStatsExact(alice);
    });
  });

  describe("another user's trash", () => {
    it('can be neither listed, restored, deleted nor emptied', async () => {
      const alice = await newAccount();
      const bob = await newAccount();
      const patient = await seedPatientRow(testApp, alice.userId, { is_deleted: 1 });
      const photo = await seedPhoto(testApp, alice.userId, { is_deleted: 1, deleted_at: 1 });
      await syncUsage(testApp, alice.userId);
      const aliceStats = await expectStatsExact(alice);

      const list = await get(testApp.app, '/api/v1/trash/patients', bob.cookie);
      expect(trashedPatientsPageSchema.parse(list.json())).toEqual({
        items: [],
        nextCursor: null,
        total: 0,
      });
      const summary = await get(testApp.app, '/api/v1/trash/summary', bob.cookie);
      expect(trashSummarySchema.parse(summary.json())).toEqual({
        photos: { count: 0, size: 0 },
        patients: { count: 0 },
      });
      const restorePatient = await post(
        testApp.app,
        `/api/v1/trash/patients/${patient}/restore`,
        {},
        bob.cookie,
      );
      expect(restorePatient.statusCode).toBe(404);
      const deletePatient = await send(
        testApp.app,
        'DELETE',
        `/api/v1/trash/patients/${patient}`,
        bob.cookie,
      );
      expect(deletePatient.statusCode).toBe(404);
      expect(trashRestoreResultSchema.parse((await restore(bob, [photo.id])).json()).restored).toBe(
        0,
      );
      expect(trashDeleteResultSchema.parse((await erase(bob, [photo.id])).json()).photos).toBe(0);
      const emptied = await post(testApp.app, '/api/v1/trash/empty', {}, bob.cookie);
      expect(trashDeleteResultSchema.parse(emptied.json()).photos).toBe(0);

      expect((await photoState(photo.id))?.is_deleted).toBe(1);
      expect((await filesOf(photo)).every((file) => file !== null)).toBe(true);
      const patientRow = await db()
        .selectFrom('patients')
        .select('is_deleted')
        .where('id', '=', patient)
        .executeTakeFirst();
      expect(patientRow?.is_deleted).toBe(1);
      const bobStats = await get(testApp.app, '/api/v1/storage/stats', bob.cookie);
      expect(storageStatsSchema.parse(bobStats.json()).used_bytes).toBe(0);
      expect((await expectStatsExact(alice)).used_bytes).toBe(aliceStats.used_bytes);
    });
  });

  describe('validation and sessions', () => {
    it('needs a session and well-formed ids', async () => {
      const alice = await newAccount();
      expect((await get(testApp.app, '/api/v1/trash/summary')).statusCode).toBe(401);
      expect((await post(testApp.app, '/api/v1/trash/empty', {})).statusCode).toBe(401);
      expect(
        (await post(testApp.app, '/api/v1/trash/photos/restore', { ids: ['x'] })).statusCode,
      ).toBe(401);
      const empty = await restore(alice, []);
      expect(empty.statusCode).toBe(400);
      expect(empty.json<{ code: string }>().code).toBe('request.validation_failed');
      const tooMany = await erase(
        alice,
        Array.from({ length: TRASH_IDS_MAX + 1 }, (_, n) => `id-${n}`),
      );
      expect(tooMany.statusCode).toBe(400);
      const notAList = await post(
        testApp.app,
        '/api/v1/trash/photos/delete',
        { ids: 'abc' },
        alice.cookie,
      );
      expect(notAList.statusCode).toBe(400);
      const badLimit = await get(testApp.app, '/api/v1/trash/patients?limit=0', alice.cookie);
      expect(badLimit.statusCode).toBe(400);
    });
  });
});
