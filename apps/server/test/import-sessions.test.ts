import { IMPORT_SESSION_ABANDONED_TTL_MS } from '@photodossier/domain/import-timings';
import {
  activeImportSessionResponseSchema,
  importSessionChangesSchema,
  importSessionPhotoSchema,
  importSessionSchema,
  type ImportPhotoMetadata,
  type ImportSession,
} from '@photodossier/domain/import-session';
import { IMPORT_SESSIONS_CHANGED_TOPIC } from '@photodossier/domain/live-events';
import { UPLOAD_ENDPOINT, photoRecordSchema } from '@photodossier/domain/media-record';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportSessionsRepository } from '../src/modules/import-sessions/repository';
import { CHANGES_OVERLAP_MS, ImportSessionsService } from '../src/modules/import-sessions/service';
import type { LiveEvent } from '../src/platform/events/event-bus';
import { createLogger } from '../src/platform/logging/logger';
import {
  TEST_ORIGIN,
  get,
  post,
  send,
  verifiedAccount,
  type TestAccount,
} from './support/accounts';
import { seedPatientRow } from './support/photos';
import { startTestApp, type TestApp } from './support/test-app';

const BASE = '/api/v1/import-sessions';

let testApp: TestApp;
let alice: TestAccount;
let bob: TestAccount;
let jpeg: Buffer;
const events: LiveEvent[] = [];
let deviceCounter = 0;

beforeAll(async () => {
  testApp = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
  alice = await verifiedAccount(testApp.app, testApp.config);
  bob = await verifiedAccount(testApp.app, testApp.config);
  testApp.platform.bus.subscribe((event) => events.push(event));
  jpeg = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#a06040' },
  })
    .jpeg()
    .toBuffer();
});

afterAll(async () => {
  await testApp?.close();
});

const db = () => testApp.platform.database.db;

/** A device id of its own per call, so tests never find each other's sessions. */
function newDevice(): string {
  deviceCounter += 1;
  return `device-${deviceCounter}-${Date.now()}`;
}

function metadata(name: string): ImportPhotoMetadata {
  return {
    originalName: name,
    size: 1234,
    type: 'image/jpeg',
    timestamp: 1_700_000_000_000,
    exif: null,
  };
}

async function open(account: TestAccount, deviceId: string) {
  const response = await post(testApp.app, BASE, { device_id: deviceId }, account.cookie);
  expect([200, 201], response.body).toContain(response.statusCode);
  return { status: response.statusCode, session: importSessionSchema.parse(response.json()) };
}

async function read(account: TestAccount, id: string): Promise<ImportSession> {
  const response = await get(testApp.app, `${BASE}/${id}`, account.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return importSessionSchema.parse(response.json());
}

function register(account: TestAccount, id: string, photoId: string, body: unknown) {
  return send(testApp.app, 'PUT', `${BASE}/${id}/photos/${photoId}`, account.cookie, body);
}

function patchPhoto(account: TestAccount, id: string, photoId: string, body: unknown) {
  return send(testApp.app, 'PATCH', `${BASE}/${id}/photos/${photoId}`, account.cookie, body);
}

function action(account: TestAccount, id: string, what: 'finalize' | 'abandon') {
  return testApp.app.inject({
    method: 'POST',
    url: `${BASE}/${id}/${what}`,
    headers: { cookie: account.cookie, origin: TEST_ORIGIN },
  });
}

function sessionEventsSince(start: number, userId: string): string[][] {
  return events
    .slice(start)
    .filter((event) => event.topic === IMPORT_SESSIONS_CHANGED_TOPIC && event.userId === userId)
    .map((event) => event.ids);
}

function expectCode(
  response: { statusCode: number; json: () => unknown },
  status: number,
  code: string,
) {
  expect(response.statusCode).toBe(status);
  expect((response.json() as { code: string }).code).toBe(code);
}

async function setUpdatedAt(id: string, updatedAt: number): Promise<void> {
  await db()
    .updateTable('import_sessions')
    .set({ updated_at: updatedAt })
    .where('id', '=', id)
    .execute();
}

async function photoRowCount(sessionId: string): Promise<number> {
  const rows = await db()
    .selectFrom('import_session_photos')
    .select('session_photo_id')
    .where('session_id', '=', sessionId)
    .execute();
  return rows.length;
}

function metadataHeader(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

function tusHeaders(account: TestAccount, extra: Record<string, string>) {
  return { cookie: account.cookie, origin: TEST_ORIGIN, 'tus-resumable': '1.0.0', ...extra };
}

function createUpload(account: TestAccount, values: Record<string, string>) {
  return testApp.app.inject({
    method: 'POST',
    url: UPLOAD_ENDPOINT,
    headers: tusHeaders(account, {
      'upload-length': String(jpeg.length),
      'upload-metadata': metadataHeader({
        filename: 'photo.jpg',
        filetype: 'image/jpeg',
        ...values,
      }),
    }),
  });
}

function sendBytes(account: TestAccount, location: string) {
  return testApp.app.inject({
    method: 'PATCH',
    url: location,
    headers: tusHeaders(account, {
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    }),
    payload: jpeg,
  });
}

/** A real tus upload (creation, then the bytes in one PATCH); the recorded photo. */
async function upload(account: TestAccount, values: Record<string, string>) {
  const created = await createUpload(account, values);
  expect(created.statusCode, created.body).toBe(201);
  const finished = await sendBytes(account, created.headers.location as string);
  expect(finished.statusCode, finished.body).toBe(200);
  return photoRecordSchema.parse(finished.json());
}

describe(`import sessions on ${process.env.TEST_DB_DIALECT}`, () => {
  describe('lifecycle (spec 02 §4.5)', () => {
    it('creates a session, reuses the newest active one of the device, and gives another device its own', async () => {
      const device = newDevice();
      const start = events.length;
      const first = await open(alice, device);
      expect(first.status).toBe(201);
      expect(first.session).toMatchObject({
        user_id: alice.userId,
        device_id: device,
        status: 'active',
        photos: {},
        assignments: {},
      });
      expect(sessionEventsSince(start, alice.userId)).toEqual([[first.session.id]]);

      const again = await open(alice, device);
      expect(again.status).toBe(200);
      expect(again.session.id).toBe(first.session.id);

      // Two active sessions of one device (two tabs opening at once): the newest wins.
      const older = await open(alice, newDevice());
      await db()
        .updateTable('import_sessions')
        .set({ device_id: device, updated_at: first.session.updated_at + 5000 })
        .where('id', '=', older.session.id)
        .execute();
      expect((await open(alice, device)).session.id).toBe(older.session.id);
      const active = await get(testApp.app, `${BASE}/active?device_id=${device}`, alice.cookie);
      expect(active.statusCode).toBe(200);
      expect(activeImportSessionResponseSchema.parse(active.json()).session?.id).toBe(
        older.session.id,
      );

      const other = await open(alice, newDevice());
      expect(other.status).toBe(201);
      expect(other.session.id).not.toBe(first.session.id);
      expect(other.session.id).not.toBe(older.session.id);

      const none = await get(testApp.app, `${BASE}/active?device_id=${newDevice()}`, alice.cookie);
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual({ session: null });
    });

    it('registers, patches and removes photos, records assignments, then finalizes', async () => {
      const patient = await seedPatientRow(testApp, alice.userId);
      const { session } = await open(alice, newDevice());
      const start = events.length;

      const registered = await register(alice, session.id, 'p1', { metadata: metadata('a.jpg') });
      expect(registered.statusCode, registered.body).toBe(200);
      expect(importSessionPhotoSchema.parse(registered.json())).toMatchObject({
        upload_status: 'pending',
        upload_progress: 0,
        unassigned_photo_id: null,
        photo_id: null,
        suggested_patient_id: null,
        metadata: metadata('a.jpg'),
      });
      await register(alice, session.id, 'p2', {
        metadata: metadata('b.jpg'),
        suggested_patient_id: patient,
      });
      await register(alice, session.id, 'p3', { metadata: metadata('c.jpg') });

      const patched = await patchPhoto(alice, session.id, 'p1', {
        upload_status: 'uploading',
        upload_progress: 42.5,
      });
      expect(patched.statusCode, patched.body).toBe(200);
      expect(patched.json()).toMatchObject({ upload_status: 'uploading', upload_progress: 42.5 });

      // Registering again refreshes the metadata and keeps the upload state (idempotent).
      const again = await register(alice, session.id, 'p1', { metadata: metadata('a2.jpg') });
      expect(again.json()).toMatchObject({
        upload_status: 'uploading',
        upload_progress: 42.5,
        metadata: { originalName: 'a2.jpg' },
      });

      const removed = await send(
        testApp.app,
        'DELETE',
        `${BASE}/${session.id}/photos/p3`,
        alice.cookie,
      );
      expect(removed.statusCode).toBe(204);
      const missing = await patchPhoto(alice, session.id, 'p3', { upload_progress: 10 });
      expectCode(missing, 404, 'request.not_found');

      const assigned = await post(
        testApp.app,
        `${BASE}/${session.id}/assignments`,
        {
          assignments: [
            { session_photo_id: 'p1', patient_id: patient },
            { session_photo_id: 'p2', patient_id: null },
          ],
        },
        alice.cookie,
      );
      expect(assigned.statusCode, assigned.body).toBe(200);
      const withAssignments = importSessionSchema.parse(assigned.json());
      expect(Object.keys(withAssignments.photos).sort()).toEqual(['p1', 'p2']);
      expect(withAssignments.photos.p2?.suggested_patient_id).toBe(patient);
      expect(withAssignments.assignments.p1?.patient_id).toBe(patient);
      expect(withAssignments.assignments.p2?.patient_id).toBeNull();
      expect(withAssignments.assignments.p2?.assigned_at).toBeGreaterThanOrEqual(
        session.created_at,
      );

      // All or nothing: one unknown photo and nothing of the request is recorded.
      const partly = await post(
        testApp.app,
        `${BASE}/${session.id}/assignments`,
        {
          assignments: [
            { session_photo_id: 'p1', patient_id: null },
            { session_photo_id: 'nope', patient_id: null },
          ],
        },
        alice.cookie,
      );
      expectCode(partly, 404, 'request.not_found');
      expect((await read(alice, session.id)).assignments.p1?.patient_id).toBe(patient);

      const finalized = await action(alice, session.id, 'finalize');
      expect(finalized.statusCode, finalized.body).toBe(200);
      expect(importSessionSchema.parse(finalized.json()).status).toBe('completed');
      expect(sessionEventsSince(start, alice.userId).length).toBeGreaterThanOrEqual(8);
      expect(sessionEventsSince(start, alice.userId).every((ids) => ids[0] === session.id)).toBe(
        true,
      );

      // A completed session no longer changes.
      expectCode(await action(alice, session.id, 'finalize'), 409, 'import_session.not_active');
      expectCode(await action(alice, session.id, 'abandon'), 409, 'import_session.not_active');
      expectCode(
        await register(alice, session.id, 'p4', { metadata: metadata('d.jpg') }),
        409,
        'import_session.not_active',
      );
      expectCode(
        await patchPhoto(alice, session.id, 'p1', { upload_progress: 1 }),
        409,
        'import_session.not_active',
      );
      expectCode(
        await send(testApp.app, 'DELETE', `${BASE}/${session.id}/photos/p1`, alice.cookie),
        409,
        'import_session.not_active',
      );
      expect(await read(alice, session.id)).toEqual(importSessionSchema.parse(finalized.json()));
    });

    it('abandons a session: the device then gets a new one and the old one stays ended', async () => {
      const device = newDevice();
      const { session } = await open(alice, device);
      const abandoned = await action(alice, session.id, 'abandon');
      expect(abandoned.statusCode).toBe(200);
      expect(importSessionSchema.parse(abandoned.json()).status).toBe('abandoned');
      expectCode(await action(alice, session.id, 'finalize'), 409, 'import_session.not_active');
      const next = await open(alice, device);
      expect(next.status).toBe(201);
      expect(next.session.id).not.toBe(session.id);
    });

    it('answers the session as written, the same on every route, whatever a file name holds', async () => {
      // The database writes the photos' JSON itself (decision 0078): quotes, backslashes,
      // guillemets, accents and an emoji in a name, EXIF, a fractional progress and null ids
      // must come back as they were sent, from every route that answers the session.
      const patient = await seedPatientRow(testApp, alice.userId);
      const device = newDevice();
      const { session } = await open(alice, device);
      const oddName = 'Visage « face » "1" \\ é 😀.jpg';
      const exif = { DateTimeOriginal: '2026:05:01 08:00:00', OffsetTimeOriginal: '+02:00' };
      await register(alice, session.id, 'q1', {
        metadata: { ...metadata(oddName), size: 0 },
        suggested_patient_id: patient,
      });
      await register(alice, session.id, '42', { metadata: { ...metadata('b.heic'), exif } });
      await register(alice, session.id, 'q3', { metadata: metadata('c.mp4') });
      await patchPhoto(alice, session.id, 'q1', {
        upload_status: 'uploading',
        upload_progress: 33.3,
      });
      const assigned = await post(
        testApp.app,
        `${BASE}/${session.id}/assignments`,
        {
          assignments: [
            { session_photo_id: '42', patient_id: patient },
            { session_photo_id: 'q3', patient_id: null },
          ],
        },
        alice.cookie,
      );
      expect(assigned.statusCode, assigned.body).toBe(200);

      const response = await get(testApp.app, `${BASE}/${session.id}`, alice.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const answer = response.json<ImportSession>();
      expect(importSessionSchema.parse(answer)).toEqual(answer);
      const pending = { upload_status: 'pending', upload_progress: 0 };
      const unsent = { unassigned_photo_id: null, photo_id: null };
      expect(answer).toEqual({
        id: session.id,
        user_id: alice.userId,
        device_id: device,
        status: 'active',
        created_at: session.created_at,
        updated_at: expect.any(Number),
        photos: {
          q1: {
            upload_status: 'uploading',
            upload_progress: 33.3,
            ...unsent,
            suggested_patient_id: patient,
            metadata: { ...metadata(oddName), size: 0 },
            updated_at: expect.any(Number),
          },
          '42': {
            ...pending,
            ...unsent,
            suggested_patient_id: null,
            metadata: { ...metadata('b.heic'), exif },
            updated_at: expect.any(Number),
          },
          q3: {
            ...pending,
            ...unsent,
            suggested_patient_id: null,
            metadata: metadata('c.mp4'),
            updated_at: expect.any(Number),
          },
        },
        assignments: {
          '42': { patient_id: patient, assigned_at: expect.any(Number) },
          q3: { patient_id: null, assigned_at: expect.any(Number) },
        },
      });
      expect(assigned.json()).toEqual(answer);
      const reopened = await post(testApp.app, BASE, { device_id: device }, alice.cookie);
      expect(reopened.statusCode).toBe(200);
      expect(reopened.json()).toEqual(answer);
      const active = await get(testApp.app, `${BASE}/active?device_id=${device}`, alice.cookie);
      expect(active.json()).toEqual({ session: answer });
      const changes = await get(testApp.app, `${BASE}/${session.id}/changes?since=0`, alice.cookie);
      expect(changes.json()).toEqual({ ...answer, photo_count: 3 });
      const finalized = await action(alice, session.id, 'finalize');
      expect(finalized.statusCode).toBe(200);
      expect(finalized.json()).toEqual({
        ...answer,
        status: 'completed',
        updated_at: expect.any(Number),
      });
    });

    it('refuses assignments to a patient that is not the user’s', async () => {
      const bobsPatient = await seedPatientRow(testApp, bob.userId);
      const { session } = await open(alice, newDevice());
      await register(alice, session.id, 'p1', { metadata: metadata('a.jpg') });
      const response = await post(
        testApp.app,
        `${BASE}/${session.id}/assignments`,
        { assignments: [{ session_photo_id: 'p1', patient_id: bobsPatient }] },
        alice.cookie,
      );
      expectCode(response, 404, 'request.not_found');
      const suggested = await patchPhoto(alice, session.id, 'p1', {
        suggested_patient_id: bobsPatient,
      });
      expectCode(suggested, 404, 'request.not_found');
      const after = await read(alice, session.id);
      expect(after.assignments).toEqual({});
      expect(after.photos.p1?.suggested_patient_id).toBeNull();
    });
  });

  describe('cleanup (spec 02 §9)', () => {
    it('deletes abandoned sessions unchanged for more than 2 days with their photos, and keeps the rest', async () => {
      const service = new ImportSessionsService(
        new ImportSessionsRepository(db(), testApp.platform.database.dialect),
        testApp.platform.bus,
        createLogger('silent'),
      );
      const now = Date.now();
      const longAgo = now - IMPORT_SESSION_ABANDONED_TTL_MS - 60_000;
      const sessions = {
        oldAbandoned: (await open(alice, newDevice())).session,
        youngAbandoned: (await open(alice, newDevice())).session,
        oldActive: (await open(alice, newDevice())).session,
        oldCompleted: (await open(bob, newDevice())).session,
      };
      await register(alice, sessions.oldAbandoned.id, 'p1', { metadata: metadata('a.jpg') });
      await register(alice, sessions.youngAbandoned.id, 'p1', { metadata: metadata('a.jpg') });
      await action(alice, sessions.oldAbandoned.id, 'abandon');
      await action(alice, sessions.youngAbandoned.id, 'abandon');
      await action(bob, sessions.oldCompleted.id, 'finalize');
      for (const old of [sessions.oldAbandoned, sessions.oldActive, sessions.oldCompleted]) {
        await setUpdatedAt(old.id, longAgo);
      }
      await setUpdatedAt(
        sessions.youngAbandoned.id,
        now - IMPORT_SESSION_ABANDONED_TTL_MS + 60_000,
      );

      const start = events.length;
      expect(await service.deleteExpiredAbandoned(now)).toBe(1);
      await expect(
        get(testApp.app, `${BASE}/${sessions.oldAbandoned.id}`, alice.cookie),
      ).resolves.toMatchObject({
        statusCode: 404,
      });
      expect(await photoRowCount(sessions.oldAbandoned.id)).toBe(0);
      expect(sessionEventsSince(start, alice.userId)).toEqual([[sessions.oldAbandoned.id]]);
      expect((await read(alice, sessions.youngAbandoned.id)).status).toBe('abandoned');
      expect(await photoRowCount(sessions.youngAbandoned.id)).toBe(1);
      // A stale active session is the browser's to abandon, never the server's.
      expect((await read(alice, sessions.oldActive.id)).status).toBe('active');
      expect((await read(bob, sessions.oldCompleted.id)).status).toBe('completed');

      // Two minutes later by the injected clock, the younger one has passed 2 days too.
      expect(await service.deleteExpiredAbandoned(now + 120_000)).toBeGreaterThanOrEqual(1);
      const gone = await get(testApp.app, `${BASE}/${sessions.youngAbandoned.id}`, alice.cookie);
      expect(gone.statusCode).toBe(404);
      expect(await photoRowCount(sessions.youngAbandoned.id)).toBe(0);
      expect((await read(alice, sessions.oldActive.id)).status).toBe('active');
    });
  });

  describe('uploads of a session (tus metadata session_id, session_photo_id)', () => {
    it('marks a registered photo uploaded with the id of the unassigned photo', async () => {
      const { session } = await open(alice, newDevice());
      await register(alice, session.id, 'reg-1', { metadata: metadata('registered.jpg') });
      const start = events.length;
      const record = await upload(alice, { session_id: session.id, session_photo_id: 'reg-1' });
      expect(record.patient_id).toBeNull();
      const after = await read(alice, session.id);
      expect(after.photos['reg-1']).toMatchObject({
        upload_status: 'uploaded',
        upload_progress: 100,
        unassigned_photo_id: record.id,
        photo_id: record.id,
        metadata: { originalName: 'registered.jpg' },
      });
      expect(after.assignments).toEqual({});
      expect(sessionEventsSince(start, alice.userId)).toContainEqual([session.id]);

      // The browser's "uploading" report, sent when the upload started, may arrive after the
      // upload was recorded: the photo stays uploaded, or a reload would think it unsent.
      const late = await patchPhoto(alice, session.id, 'reg-1', {
        upload_status: 'uploading',
        upload_progress: 40,
      });
      expect(late.statusCode, late.body).toBe(200);
      expect(late.json()).toMatchObject({
        upload_status: 'uploaded',
        upload_progress: 100,
        unassigned_photo_id: record.id,
      });
      const failedLate = await patchPhoto(alice, session.id, 'reg-1', { upload_status: 'failed' });
      expect(failedLate.json()).toMatchObject({ upload_status: 'uploaded' });
    });

    it('takes only the reports of pending -> uploading -> uploaded, or failed: uploaded comes from the upload', async () => {
      const { session } = await open(alice, newDevice());
      await register(alice, session.id, 'st-1', { metadata: metadata('a.jpg') });
      await register(alice, session.id, 'st-2', { metadata: metadata('b.jpg') });
      const photo = async (id: string) => (await read(alice, session.id)).photos[id];

      // Uploaded without any upload: a reload would take a photo never sent for a sent one.
      const faked = await patchPhoto(alice, session.id, 'st-1', {
        upload_status: 'uploaded',
        upload_progress: 100,
      });
      expectCode(faked, 409, 'import_session.upload_status_refused');
      expect(faked.json()).toMatchObject({ params: { from: 'pending', to: 'uploaded' } });
      expect(await photo('st-1')).toMatchObject({
        upload_status: 'pending',
        upload_progress: 0,
        photo_id: null,
      });

      // What the import dialog reports: uploading when an upload starts (again after a reload),
      // failed when it fails, uploading again when it is retried.
      for (const status of ['uploading', 'uploading', 'failed', 'failed', 'uploading']) {
        const reported = await patchPhoto(alice, session.id, 'st-1', { upload_status: status });
        expect(reported.statusCode, `${status}: ${reported.body}`).toBe(200);
        expect(reported.json()).toMatchObject({ upload_status: status });
      }
      // An upload refused before it started fails straight from pending.
      const refusedEarly = await patchPhoto(alice, session.id, 'st-2', { upload_status: 'failed' });
      expect(refusedEarly.statusCode, refusedEarly.body).toBe(200);

      // No step back to pending, and still no uploaded.
      for (const [id, from] of [
        ['st-1', 'uploading'],
        ['st-2', 'failed'],
      ] as const) {
        for (const to of ['pending', 'uploaded']) {
          const refused = await patchPhoto(alice, session.id, id, { upload_status: to });
          expectCode(refused, 409, 'import_session.upload_status_refused');
          expect(refused.json()).toMatchObject({ params: { from, to } });
          expect((await photo(id))?.upload_status).toBe(from);
        }
      }

      // The recorded upload is what makes it uploaded; a report still cannot.
      const record = await upload(alice, { session_id: session.id, session_photo_id: 'st-1' });
      expect(await photo('st-1')).toMatchObject({
        upload_status: 'uploaded',
        upload_progress: 100,
        photo_id: record.id,
      });
      expectCode(
        await patchPhoto(alice, session.id, 'st-1', { upload_status: 'uploaded' }),
        409,
        'import_session.upload_status_refused',
      );
    });

    it('records an unregistered photo from the upload, and a patient upload as assigned', async () => {
      const patient = await seedPatientRow(testApp, alice.userId);
      const { session } = await open(alice, newDevice());
      const record = await upload(alice, {
        session_id: session.id,
        session_photo_id: 'direct-1',
        patient_id: patient,
        last_modified: '1700000000000',
      });
      const after = await read(alice, session.id);
      expect(after.photos['direct-1']).toEqual({
        upload_status: 'uploaded',
        upload_progress: 100,
        unassigned_photo_id: null,
        photo_id: record.id,
        suggested_patient_id: null,
        metadata: {
          originalName: 'photo.jpg',
          size: jpeg.length,
          type: 'image/jpeg',
          timestamp: 1_700_000_000_000,
          exif: null,
        },
        updated_at: expect.any(Number),
      });
      expect(after.assignments['direct-1']?.patient_id).toBe(patient);
    });

    it('refuses at creation a session that is not one of the user’s active ones', async () => {
      const { session } = await open(alice, newDevice());
      const foreign = await createUpload(bob, { session_id: session.id, session_photo_id: 'x1' });
      expectCode(foreign, 404, 'request.not_found');
      const unknown = await createUpload(alice, {
        session_id: 'no-such-session',
        session_photo_id: 'x1',
      });
      expectCode(unknown, 404, 'request.not_found');
      const noPhotoId = await createUpload(alice, { session_id: session.id });
      expectCode(noPhotoId, 400, 'request.validation_failed');
      await action(alice, session.id, 'finalize');
      const ended = await createUpload(alice, { session_id: session.id, session_photo_id: 'x1' });
      expectCode(ended, 404, 'request.not_found');
    });

    it('still records the upload when its session was deleted meanwhile', async () => {
      const { session } = await open(alice, newDevice());
      const created = await createUpload(alice, {
        session_id: session.id,
        session_photo_id: 'gone-1',
      });
      expect(created.statusCode).toBe(201);
      await db().deleteFrom('import_sessions').where('id', '=', session.id).execute();
      const finished = await sendBytes(alice, created.headers.location as string);
      expect(finished.statusCode, finished.body).toBe(200);
      const record = photoRecordSchema.parse(finished.json());
      expect(record.session_id).toBe(session.id);
      expect(await photoRowCount(session.id)).toBe(0);
    });
  });

  describe('changes since the copy a tab holds (issue 24)', () => {
    async function changesSince(account: TestAccount, id: string, since: number) {
      const response = await get(
        testApp.app,
        `${BASE}/${id}/changes?since=${since}`,
        account.cookie,
      );
      expect(response.statusCode, response.body).toBe(200);
      return importSessionChangesSchema.parse(response.json());
    }

    /** Photos written 10 minutes ago, the session's last change 5 minutes ago. */
    async function age(id: string): Promise<void> {
      await db()
        .updateTable('import_session_photos')
        .set({ updated_at: Date.now() - 10 * 60_000 })
        .where('session_id', '=', id)
        .execute();
      await setUpdatedAt(id, Date.now() - 5 * 60_000);
    }

    it('answers the photos written since then with their assignments, and how many the session holds', async () => {
      const { session } = await open(alice, newDevice());
      for (const id of ['p1', 'p2', 'p3']) {
        await register(alice, session.id, id, { metadata: metadata(`${id}.jpg`) });
      }
      await age(session.id);
      const held = await read(alice, session.id);

      expect((await patchPhoto(alice, session.id, 'p2', { upload_progress: 60 })).statusCode).toBe(
        200,
      );
      const assigned = await post(
        testApp.app,
        `${BASE}/${session.id}/assignments`,
        { assignments: [{ session_photo_id: 'p3', patient_id: null }] },
        alice.cookie,
      );
      expect(assigned.statusCode, assigned.body).toBe(200);

      const changes = await changesSince(alice, session.id, held.updated_at);
      const now = await read(alice, session.id);
      expect(Object.keys(changes.photos).sort()).toEqual(['p2', 'p3']);
      expect(changes.photos).toEqual({ p2: now.photos.p2, p3: now.photos.p3 });
      expect(changes.assignments).toEqual({ p3: now.assignments.p3 });
      expect(changes.photo_count).toBe(3);
      const { photos: _photos, assignments: _assignments, ...sessionFields } = now;
      expect(changes).toMatchObject(sessionFields);
    });

    it('sends again what was written in the minute before, since a slow write may commit after a read', async () => {
      const { session } = await open(alice, newDevice());
      await register(alice, session.id, 'early', { metadata: metadata('early.jpg') });
      await register(alice, session.id, 'late', { metadata: metadata('late.jpg') });
      const since = Date.now() - 5 * 60_000;
      const stamp = (id: string, at: number) =>
        db()
          .updateTable('import_session_photos')
          .set({ updated_at: at })
          .where('session_id', '=', session.id)
          .where('session_photo_id', '=', id)
          .execute();
      await stamp('early', since - CHANGES_OVERLAP_MS - 1);
      await stamp('late', since - CHANGES_OVERLAP_MS + 1_000);
      expect(Object.keys((await changesSince(alice, session.id, since)).photos)).toEqual(['late']);
    });

    it('counts the photos left after one was taken out, so that the tab reads the session again', async () => {
      const { session } = await open(alice, newDevice());
      await register(alice, session.id, 'p1', { metadata: metadata('a.jpg') });
      await register(alice, session.id, 'p2', { metadata: metadata('b.jpg') });
      await age(session.id);
      const held = await read(alice, session.id);
      const removed = await send(
        testApp.app,
        'DELETE',
        `${BASE}/${session.id}/photos/p1`,
        alice.cookie,
      );
      expect(removed.statusCode).toBe(204);
      const changes = await changesSince(alice, session.id, held.updated_at);
      expect(changes.photos).toEqual({});
      expect(changes.photo_count).toBe(1);
      expect(changes.updated_at).toBeGreaterThan(held.updated_at);
    });
  });

  describe('isolation', () => {
    it("answers 404 to every route on another user's session and changes nothing", async () => {
      const device = newDevice();
      const { session } = await open(alice, device);
      await register(alice, session.id, 'p1', { metadata: metadata('a.jpg') });
      const before = await read(alice, session.id);
      const url = `${BASE}/${session.id}`;
      const attempts = [
        await get(testApp.app, url, bob.cookie),
        await get(testApp.app, `${url}/changes?since=0`, bob.cookie),
        await register(bob, session.id, 'p2', { metadata: metadata('b.jpg') }),
        await patchPhoto(bob, session.id, 'p1', { upload_progress: 99 }),
        await send(testApp.app, 'DELETE', `${url}/photos/p1`, bob.cookie),
        await post(
          testApp.app,
          `${url}/assignments`,
          { assignments: [{ session_photo_id: 'p1', patient_id: null }] },
          bob.cookie,
        ),
        await action(bob, session.id, 'finalize'),
        await action(bob, session.id, 'abandon'),
      ];
      for (const response of attempts) expectCode(response, 404, 'request.not_found');
      // Bob's device with the same id has nothing of Alice's.
      const bobActive = await get(testApp.app, `${BASE}/active?device_id=${device}`, bob.cookie);
      expect(bobActive.json()).toEqual({ session: null });
      expect(await read(alice, session.id)).toEqual(before);
    });

    it('asks to sign in', async () => {
      const response = await post(testApp.app, BASE, { device_id: newDevice() });
      expect(response.statusCode).toBe(401);
    });

    it('deletes the sessions and their photos with the account', async () => {
      const doomed = await verifiedAccount(testApp.app, testApp.config);
      const { session } = await open(doomed, newDevice());
      await register(doomed, session.id, 'p1', { metadata: metadata('a.jpg') });
      const deleted = await post(
        testApp.app,
        '/api/v1/account/delete',
        { password: doomed.password },
        doomed.cookie,
      );
      expect(deleted.statusCode, deleted.body).toBe(204);
      const sessions = await db()
        .selectFrom('import_sessions')
        .select('id')
        .where('user_id', '=', doomed.userId)
        .execute();
      expect(sessions).toEqual([]);
      expect(await photoRowCount(session.id)).toBe(0);
    });
  });

  describe('validation', () => {
    it('answers 400 to a bad device id, session photo id, progress or status', async () => {
      expectCode(
        await post(testApp.app, BASE, { device_id: 'bad id!' }, alice.cookie),
        400,
        'request.validation_failed',
      );
      expectCode(
        await post(testApp.app, BASE, { device_id: 'short' }, alice.cookie),
        400,
        'request.validation_failed',
      );
      expectCode(
        await get(testApp.app, `${BASE}/active`, alice.cookie),
        400,
        'request.validation_failed',
      );
      const { session } = await open(alice, newDevice());
      await register(alice, session.id, 'p1', { metadata: metadata('a.jpg') });
      for (const query of [
        '',
        '?since=',
        '?since=-1',
        '?since=1.5',
        '?since=abc',
        '?since=1e400',
      ]) {
        expectCode(
          await get(testApp.app, `${BASE}/${session.id}/changes${query}`, alice.cookie),
          400,
          'request.validation_failed',
        );
      }
      for (const body of [
        { upload_progress: 101 },
        { upload_progress: -1 },
        { upload_status: 'done' },
      ]) {
        expectCode(
          await patchPhoto(alice, session.id, 'p1', body),
          400,
          'request.validation_failed',
        );
      }
      expectCode(
        await register(alice, session.id, 'bad.id', { metadata: metadata('a.jpg') }),
        400,
        'request.validation_failed',
      );
      expectCode(
        await register(alice, session.id, 'p2', { metadata: { ...metadata('a.jpg'), size: -1 } }),
        400,
        'request.validation_failed',
      );
      expectCode(
        await post(
          testApp.app,
          `${BASE}/${session.id}/assignments`,
          { assignments: [] },
          alice.cookie,
        ),
        400,
        'request.validation_failed',
      );
      expect((await read(alice, session.id)).photos.p1?.upload_progress).toBe(0);
    });
  });
});
