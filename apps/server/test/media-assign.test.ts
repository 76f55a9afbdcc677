import { PATIENTS_CHANGED_TOPIC, PHOTOS_CHANGED_TOPIC } from '@photodossier/domain/live-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../src/platform/events/event-bus';
import { get, post, verifiedAccount, type TestAccount } from './support/accounts';
import { readBlob, readPhoto, seedEmbedding, seedPatientRow, seedPhoto } from './support/photos';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let alice: TestAccount;
let bob: TestAccount;
const events: LiveEvent[] = [];

beforeAll(async () => {
  testApp = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
  alice = await verifiedAccount(testApp.app, testApp.config);
  bob = await verifiedAccount(testApp.app, testApp.config);
  testApp.platform.bus.subscribe((event) => events.push(event));
});

afterAll(async () => {
  await testApp?.close();
});

function assign(cookie: string, body: Record<string, unknown>) {
  return post(testApp.app, '/api/v1/photos/assign', body, cookie);
}

async function embeddingPatients(photoId: string): Promise<Array<string | null>> {
  const rows = await testApp.platform.database.db
    .selectFrom('face_embeddings')
    .select('patient_id')
    .where('photo_id', '=', photoId)
    .execute();
  return rows.map((row) => row.patient_id);
}

describe(`POST /api/v1/photos/assign on ${process.env.TEST_DB_DIALECT}`, () => {
  it('assigns unassigned photos and answers per photo: already assigned, deleted, missing, another user’s', async () => {
    const patientId = await seedPatientRow(testApp, alice.userId);
    const otherPatient = await seedPatientRow(testApp, alice.userId, { prenom: 'Paul' });
    const free = [
      await seedPhoto(testApp, alice.userId, { updated_at: 1_000 }),
      await seedPhoto(testApp, alice.userId, { updated_at: 1_000 }),
    ];
    // One embedding per photo (unique since migration 0004).
    await seedEmbedding(testApp, alice.userId, free[0]!.id, null);
    await seedEmbedding(testApp, alice.userId, free[1]!.id, null);
    const assigned = await seedPhoto(testApp, alice.userId, { patient_id: otherPatient });
    const trashed = await seedPhoto(testApp, alice.userId, { is_deleted: 1, deleted_at: 1 });
    const bobs = await seedPhoto(testApp, bob.userId);
    const start = events.length;

    const response = await assign(alice.cookie, {
      patientId,
      photoIds: [free[0]!.id, assigned.id, trashed.id, 'no-such-photo', bobs.id, free[1]!.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([
      { success: true, photoId: free[0]!.id },
      { success: false, photoId: assigned.id, error: 'photo.already_assigned' },
      { success: false, photoId: trashed.id, error: 'photo.unassigned_not_found' },
      { success: false, photoId: 'no-such-photo', error: 'photo.unassigned_not_found' },
      { success: false, photoId: bobs.id, error: 'photo.unassigned_not_found' },
      { success: true, photoId: free[1]!.id },
    ]);

    // Only patient_id and updated_at change; the files stay where they are.
    for (const before of free) {
      const after = await readPhoto(testApp, before.id);
      expect(after).toEqual({ ...before, patient_id: patientId, updated_at: after.updated_at });
      expect(after.updated_at).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(await embeddingPatients(free[0]!.id)).toEqual([patientId]);
    expect(await embeddingPatients(free[1]!.id)).toEqual([patientId]);
    expect((await readPhoto(testApp, assigned.id)).patient_id).toBe(otherPatient);
    expect(await readPhoto(testApp, bobs.id)).toEqual(bobs);
    const patient = await testApp.platform.database.db
      .selectFrom('patients')
      .select('updated_at')
      .where('id', '=', patientId)
      .executeTakeFirstOrThrow();
    expect(patient.updated_at).toBeGreaterThan(Date.now() - 60_000);
    expect(eventsSince(start, PHOTOS_CHANGED_TOPIC)).toEqual([
      { topic: PHOTOS_CHANGED_TOPIC, ids: [free[0]!.id, free[1]!.id], userId: alice.userId },
    ]);
    expect(eventsSince(start, PATIENTS_CHANGED_TOPIC)).toEqual([
      { topic: PATIENTS_CHANGED_TOPIC, ids: [patientId], userId: alice.userId },
    ]);

    const again = await assign(alice.cookie, { patientId: otherPatient, photoIds: [free[0]!.id] });
    expect(again.json().results).toEqual([
      { success: false, photoId: free[0]!.id, error: 'photo.already_assigned' },
    ]);
  });

  it('answers 404 for a patient in the trash, unknown or another user’s, and changes nothing', async () => {
    const photo = await seedPhoto(testApp, alice.userId);
    const trashedPatient = await seedPatientRow(testApp, alice.userId, { is_deleted: 1 });
    const bobsPatient = await seedPatientRow(testApp, bob.userId);
    for (const patientId of [trashedPatient, bobsPatient, 'no-such-patient']) {
      const response = await assign(alice.cookie, { patientId, photoIds: [photo.id] });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('request.not_found');
    }
    expect(await readPhoto(testApp, photo.id)).toEqual(photo);
  });

  it('validates the batch: 1 to 10 photos', async () => {
    const patientId = await seedPatientRow(testApp, alice.userId);
    const none = await assign(alice.cookie, { patientId, photoIds: [] });
    expect(none.statusCode).toBe(400);
    const eleven = Array.from({ length: 11 }, (_, index) => `photo-${index}`);
    expect((await assign(alice.cookie, { patientId, photoIds: eleven })).statusCode).toBe(400);
  });

  it('moves the original, thumbnail and preview into the patient’s folder with moveFiles', async () => {
    const patientId = await seedPatientRow(testApp, alice.userId);
    const photos = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        seedPhoto(
          testApp,
          alice.userId,
          {},
          {
            original: Buffer.from(`original ${index} `.repeat(500)),
            preview: index === 4 ? null : Buffer.from(`preview ${index}`),
          },
        ),
      ),
    );
    // Files of a session folder move too, with their own name.
    const fromSession = await seedPhoto(testApp, alice.userId, {
      storage_path: `temp/sessions/session-1/photo-from-session`,
      thumbnail_path: null,
      preview_path: null,
    });
    const all = [...photos, fromSession];
    await seedEmbedding(testApp, alice.userId, photos[0]!.id);

    // Counts copies in flight: the spec moves at most 3 photos at a time.
    const blobs = testApp.platform.blobs;
    const put = blobs.put.bind(blobs);
    let inFlight = 0;
    let mostInFlight = 0;
    blobs.put = async (...args) => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      try {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return await put(...args);
      } finally {
        inFlight -= 1;
      }
    };
    const response = await assign(alice.cookie, {
      patientId,
      photoIds: all.map((photo) => photo.id),
      moveFiles: true,
    }).finally(() => {
      blobs.put = put;
    });
    expect(response.statusCode).toBe(200);
    expect(mostInFlight).toBe(3);
    expect(response.json().results.every((result: { success: boolean }) => result.success)).toBe(
      true,
    );
    const folder = `medical-photos/${alice.userId}/${patientId}/`;
    for (const before of all) {
      const after = await readPhoto(testApp, before.id);
      expect(after.patient_id).toBe(patientId);
      for (const column of ['storage_path', 'thumbnail_path', 'preview_path'] as const) {
        const oldKey = before[column];
        const newKey = after[column];
        if (oldKey === null) {
          expect(newKey).toBeNull();
          continue;
        }
        expect(newKey).toBe(`${folder}${oldKey.split('/').at(-1)}`);
        expect(await readBlob(testApp, oldKey)).toBeNull();
        expect(await readBlob(testApp, newKey as string)).not.toBeNull();
      }
    }
    expect(await embeddingPatients(photos[0]!.id)).toEqual([patientId]);
    // The bytes are the same and the API serves them from the new place.
    const file = await get(testApp.app, `/api/v1/photos/${photos[2]!.id}/file`, alice.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(`original 2 `.repeat(500));
    const preview = await get(testApp.app, `/api/v1/photos/${photos[1]!.id}/preview`, alice.cookie);
    expect(preview.body).toBe('preview 1');
  });

  it('keeps the files where they were when a moved photo turns out to be assigned already', async () => {
    const patientId = await seedPatientRow(testApp, alice.userId);
    const otherPatient = await seedPatientRow(testApp, alice.userId);
    const photo = await seedPhoto(testApp, alice.userId, { patient_id: otherPatient });
    const response = await assign(alice.cookie, {
      patientId,
      photoIds: [photo.id],
      moveFiles: true,
    });
    expect(response.json().results[0].error).toBe('photo.already_assigned');
    expect(await readPhoto(testApp, photo.id)).toEqual(photo);
    expect(await readBlob(testApp, photo.storage_path)).not.toBeNull();
    const stray = [];
    for await (const key of testApp.platform.blobs.list(
      `medical-photos/${alice.userId}/${patientId}/`,
    )) {
      stray.push(key);
    }
    expect(stray).toEqual([]);
  });
});

function eventsSince(start: number, topic: string): LiveEvent[] {
  return events.slice(start).filter((event) => event.topic === topic);
}
