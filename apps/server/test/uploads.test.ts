import { execFile } from 'node:child_process';
import http from 'node:http';
import { createReadStream } from 'node:fs';
import { open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import {
  CLIENT_THUMBNAIL_MAX_BYTES,
  UPLOAD_ENDPOINT,
  photoRecordSchema,
  type PhotoRecord,
} from '@photodossier/domain/media-record';
import {
  PATIENTS_CHANGED_TOPIC,
  PHOTOS_CHANGED_TOPIC,
  STORAGE_CHANGED_TOPIC,
  TAGS_CHANGED_TOPIC,
} from '@photodossier/domain/live-events';
import { PLAN_QUOTA_BYTES } from '@photodossier/domain/plans';
import { PROBLEM_CONTENT_TYPE } from '@photodossier/domain/problem';
import {
  IMPORT_DIALOG_MAX_IMAGE_BYTES,
  IMPORT_DIALOG_MAX_VIDEO_BYTES,
  UPLOAD_MAX_IMAGE_BYTES,
  UPLOAD_MAX_VIDEO_BYTES,
} from '@photodossier/domain/upload-limits';
import sharp from 'sharp';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { newId } from '../src/platform/db/portable';
import { createLogger } from '../src/platform/logging/logger';
import type { LiveEvent } from '../src/platform/events/event-bus';
import { uploadStagingDir } from '../src/modules/uploads/module';
import { TEST_ORIGIN, verifiedAccount, type TestAccount } from './support/accounts';
import { createTempDir, type TempDir } from './support/test-config';
import { startTestApp, type TestApp } from './support/test-app';

const run = promisify(execFile);

let testApp: TestApp;
let files: TempDir;
let alice: TestAccount;
let bob: TestAccount;
let alicePatient: string;
let events: LiveEvent[] = [];
let exifJpeg: Buffer;
let png: Buffer;
let mp4: string;

const TAKEN_AT_EXIF = '2024:05:01 10:00:00';

function metadataHeader(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => (value === '' ? key : `${key} ${Buffer.from(value).toString('base64')}`))
    .join(',');
}

function tusHeaders(account: TestAccount, extra: Record<string, string> = {}) {
  return { cookie: account.cookie, origin: TEST_ORIGIN, 'tus-resumable': '1.0.0', ...extra };
}

function create(account: TestAccount, length: number, metadata: Record<string, string>) {
  return testApp.app.inject({
    method: 'POST',
    url: UPLOAD_ENDPOINT,
    headers: tusHeaders(account, {
      'upload-length': String(length),
      'upload-metadata': metadataHeader(metadata),
    }),
  });
}

function patch(
  account: TestAccount,
  location: string,
  offset: number,
  body: Buffer | NodeJS.ReadableStream,
  length?: number,
) {
  return testApp.app.inject({
    method: 'PATCH',
    url: location,
    headers: tusHeaders(account, {
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      ...(length === undefined ? {} : { 'content-length': String(length) }),
    }),
    payload: body,
  });
}

function head(account: TestAccount, location: string) {
  return testApp.app.inject({ method: 'HEAD', url: location, headers: tusHeaders(account) });
}

/** Creates and sends the whole file in one PATCH; the finish response. */
async function upload(account: TestAccount, body: Buffer, metadata: Record<string, string>) {
  const created = await create(account, body.length, metadata);
  expect(created.statusCode, created.body).toBe(201);
  return patch(account, created.headers.location as string, 0, body);
}

async function uploadRecord(account: TestAccount, body: Buffer, metadata: Record<string, string>) {
  const response = await upload(account, body, metadata);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return photoRecordSchema.parse(response.json());
}

function expectProblem(
  response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  status: number,
  code: string | null,
  params?: Record<string, unknown>,
) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
  if (!code) return; // HEAD: no body
  const problem = response.json() as { code: string; params?: Record<string, unknown> };
  expect(problem.code).toBe(code);
  if (params) expect(problem.params).toEqual(params);
}

const db = () => testApp.platform.database.db;

async function photoCount(userId: string): Promise<number> {
  const rows = await db().selectFrom('photos').select('id').where('user_id', '=', userId).execute();
  return rows.length;
}

async function usedBytes(userId: string): Promise<number> {
  const row = await db()
    .selectFrom('storage_usage')
    .select('used_bytes')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.used_bytes ?? 0);
}

async function setUsedBytes(userId: string, bytes: number): Promise<void> {
  await db()
    .insertInto('storage_usage')
    .values({ user_id: userId, used_bytes: bytes, updated_at: Date.now() })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ used_bytes: bytes }))
    .execute();
}

async function storedKeys(userId: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of testApp.platform.blobs.list(`medical-photos/${userId}/`)) keys.push(key);
  return keys.sort();
}

async function blobBytes(key: string): Promise<Buffer> {
  const blob = await testApp.platform.blobs.get(key);
  if (!blob) throw new Error(`no blob ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of blob.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function insertPatient(userId: string, updatedAt = Date.UTC(2020, 0, 1)): Promise<string> {
  const id = newId();
  await db()
    .insertInto('patients')
    .values({
      id,
      user_id: userId,
      nom: 'Martin',
      prenom: 'Claire',
      date_naissance: '1980-02-03',
      email: '',
      telephone: '',
      tags: '[]',
      sexe: '',
      adresse: '',
      commentaire: '',
      cote_affecte: '',
      created_at: updatedAt,
      updated_at: updatedAt,
      is_deleted: 0,
      deleted_at: null,
    })
    .execute();
  return id;
}

async function stagedFiles(): Promise<string[]> {
  return readdir(uploadStagingDir(testApp.config.dataDir));
}

beforeAll(async () => {
  // Each sign-up comes from its own address, so the attempt limits never block the suite.
  testApp = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
  files = await createTempDir('uploads');
  alice = await verifiedAccount(testApp.app, testApp.config);
  bob = await verifiedAccount(testApp.app, testApp.config);
  alicePatient = await insertPatient(alice.userId);
  testApp.platform.bus.subscribe((event) => events.push(event));

  exifJpeg = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: '#d08060' },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhotoDossier', DateTime: '2024:05:02 11:00:00' },
      IFD2: { DateTimeOriginal: TAKEN_AT_EXIF, OffsetTimeOriginal: '+02:00' },
    })
    .toBuffer();
  png = await sharp({ create: { width: 400, height: 300, channels: 4, background: '#3060a0' } })
    .png()
    .toBuffer();
  mp4 = path.join(files.path, 'clip.mp4');
  await run(ffmpeg.path, [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=640x480:rate=25',
    '-t',
    '2',
    '-pix_fmt',
    'yuv420p',
    '-metadata',
    'creation_time=2024-03-04T05:06:07Z',
    '-y',
    mp4,
  ]);
}, 60_000);

afterAll(async () => {
  await testApp?.close();
  await files?.remove();
});

beforeEach(() => {
  events = [];
});

describe(`uploads on ${process.env.TEST_DB_DIALECT}`, () => {
  describe('creation checks (the spec texts, by the declared length and type)', () => {
    it('refuses an empty file', async () => {
      const response = await create(alice, 0, { filename: 'a.jpg', filetype: 'image/jpeg' });
      expectProblem(response, 400, 'upload.invalid_or_empty_file');
    });

    it('refuses an image above 50 MB and a video above 100 MB', async () => {
      expectProblem(
        await create(alice, UPLOAD_MAX_IMAGE_BYTES + 1, {
          filename: 'a.jpg',
          filetype: 'image/jpeg',
        }),
        413,
        'upload.file_too_large',
        { max: 50 },
      );
      expectProblem(
        await create(alice, UPLOAD_MAX_VIDEO_BYTES + 1, {
          filename: 'a.mp4',
          filetype: 'video/mp4',
        }),
        413,
        'upload.file_too_large',
        { max: 100 },
      );
      // At the limit exactly is allowed.
      const atLimit = await create(alice, UPLOAD_MAX_VIDEO_BYTES, {
        filename: 'a.mp4',
        filetype: 'video/mp4',
      });
      expect(atLimit.statusCode).toBe(201);
    });

    it("holds an import session's uploads to the import dialog's 15 MB and 50 MB", async () => {
      const opened = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/import-sessions',
        headers: { cookie: alice.cookie, origin: TEST_ORIGIN },
        payload: { device_id: 'import-limits-device' },
      });
      const session = { session_id: (opened.json() as { id: string }).id };
      expectProblem(
        await create(alice, IMPORT_DIALOG_MAX_IMAGE_BYTES + 1, {
          filename: 'grand.jpg',
          filetype: 'image/jpeg',
          ...session,
          session_photo_id: 'photo-big-image',
        }),
        413,
        'import.file_too_large',
        { file: 'grand.jpg', n: 15 },
      );
      expectProblem(
        await create(alice, IMPORT_DIALOG_MAX_VIDEO_BYTES + 1, {
          filename: 'long.mp4',
          filetype: 'video/mp4',
          ...session,
          session_photo_id: 'photo-big-video',
        }),
        413,
        'import.file_too_large',
        { file: 'long.mp4', n: 50 },
      );
      const atLimit = await create(alice, IMPORT_DIALOG_MAX_IMAGE_BYTES, {
        filename: 'juste.jpg',
        filetype: 'image/jpeg',
        ...session,
        session_photo_id: 'photo-at-limit',
      });
      expect(atLimit.statusCode).toBe(201);
      // Outside an import, the general limits stand.
      const outside = await create(alice, IMPORT_DIALOG_MAX_IMAGE_BYTES + 1, {
        filename: 'grand.jpg',
        filetype: 'image/jpeg',
      });
      expect(outside.statusCode).toBe(201);
    });

    it('refuses an unsupported type', async () => {
      expectProblem(
        await create(alice, 1000, { filename: 'a.pdf', filetype: 'application/pdf' }),
        415,
        'upload.unsupported_type',
      );
      expectProblem(
        await create(alice, 1000, { filename: 'a.heic', filetype: '' }),
        415,
        'upload.unsupported_type',
      );
    });

    it('needs Upload-Length (no deferred length) and well-formed metadata', async () => {
      const deferred = await testApp.app.inject({
        method: 'POST',
        url: UPLOAD_ENDPOINT,
        headers: tusHeaders(alice, {
          'upload-defer-length': '1',
          'upload-metadata': metadataHeader({ filename: 'a.jpg', filetype: 'image/jpeg' }),
        }),
      });
      expectProblem(deferred, 400, 'request.validation_failed');
      const noName = await create(alice, 10, { filetype: 'image/jpeg' });
      expectProblem(noName, 400, 'request.validation_failed');
    });

    it('refuses with the percent used when the quota would be exceeded', async () => {
      const account = await verifiedAccount(testApp.app, testApp.config);
      await setUsedBytes(account.userId, Math.round(PLAN_QUOTA_BYTES.decouverte * 0.973));
      const response = await create(account, 20 * 1024 * 1024, {
        filename: 'a.jpg',
        filetype: 'image/jpeg',
      });
      expectProblem(response, 413, 'upload.quota_exceeded_percent', { percent: 97 });
    });

    it('needs a session and our Origin', async () => {
      const anonymous = await testApp.app.inject({
        method: 'POST',
        url: UPLOAD_ENDPOINT,
        headers: {
          origin: TEST_ORIGIN,
          'tus-resumable': '1.0.0',
          'upload-length': '10',
          'upload-metadata': metadataHeader({ filename: 'a.jpg', filetype: 'image/jpeg' }),
        },
      });
      expectProblem(anonymous, 401, 'auth.unauthenticated');
      const forged = await testApp.app.inject({
        method: 'POST',
        url: UPLOAD_ENDPOINT,
        headers: {
          ...tusHeaders(alice, { origin: 'https://evil.example' }),
          'upload-length': '10',
          'upload-metadata': metadataHeader({ filename: 'a.jpg', filetype: 'image/jpeg' }),
        },
      });
      expectProblem(forged, 403, 'auth.origin_refused');
    });
  });

  describe('a finished upload', () => {
    it('records a real JPEG with its EXIF dates, files at the spec keys, quota and patient', async () => {
      const usedBefore = await usedBytes(alice.userId);
      // An upload may name only one of the user's active import sessions (decision 0020).
      const opened = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/import-sessions',
        headers: { cookie: alice.cookie, origin: TEST_ORIGIN },
        payload: { device_id: 'uploads-test-device' },
      });
      const sessionId = (opened.json() as { id: string }).id;
      const record = await uploadRecord(alice, exifJpeg, {
        filename: 'IMG_0001.JPG',
        filetype: 'image/jpeg',
        patient_id: alicePatient,
        zone_traitee: 'Front',
        tags: 'Botox, Avant ,Botox',
        last_modified: String(Date.UTC(2024, 6, 1)),
        upload_source: 'camera_quick',
        session_id: sessionId,
        session_photo_id: 'photo-1',
      });
      expect(record).toMatchObject({
        patient_id: alicePatient,
        image_url: `/api/v1/photos/${record.id}/file`,
        thumbnail_url: `/api/v1/photos/${record.id}/thumbnail`,
        preview_url: `/api/v1/photos/${record.id}/preview`,
        filename: 'IMG_0001.JPG',
        file_size: exifJpeg.length,
        file_type: 'image/jpeg',
        media_type: 'image',
        zone_traitee: 'Front',
        tags: ['Botox', 'Avant'],
        upload_source: 'camera_quick',
        session_id: sessionId,
        width: 1600,
        height: 1200,
        duration: null,
        video_resolution: null,
        video_fps: null,
        is_deleted: false,
        annotations: null,
        exif_dates: {
          DateTimeOriginal: TAKEN_AT_EXIF,
          OffsetTimeOriginal: '+02:00',
          ModifyDate: '2024:05:02 11:00:00',
        },
        // 10:00 at +02:00, not the file's date.
        date_prise: '2024-05-01T08:00:00.000Z',
      });

      const folder = `medical-photos/${alice.userId}/${alicePatient}/`;
      expect(record.storage_path).toMatch(
        new RegExp(`^${folder}\\d{13}-[0-9a-f]{12}\\.jpg$`.replaceAll('/', '\\/')),
      );
      const stem = record.storage_path.replace(/\.jpg$/, '');
      const keys = await storedKeys(alice.userId);
      expect(keys).toEqual(
        expect.arrayContaining([
          record.storage_path,
          `${stem}_thumbnail.jpg`,
          `${stem}_preview.webp`,
        ]),
      );
      expect((await blobBytes(record.storage_path)).equals(exifJpeg)).toBe(true);
      const thumbnail = await sharp(await blobBytes(`${stem}_thumbnail.jpg`)).metadata();
      expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(['jpeg', 320, 240]);
      const preview = await sharp(await blobBytes(`${stem}_preview.webp`)).metadata();
      expect([preview.format, preview.width, preview.height]).toEqual(['webp', 1440, 1080]);

      expect(await usedBytes(alice.userId)).toBe(usedBefore + exifJpeg.length);
      const patient = await db()
        .selectFrom('patients')
        .select('updated_at')
        .where('id', '=', alicePatient)
        .executeTakeFirstOrThrow();
      expect(Number(patient.updated_at)).toBe(Date.parse(record.created_at));
      const tags = await db()
        .selectFrom('tags')
        .select(['name', 'kind'])
        .where('user_id', '=', alice.userId)
        .execute();
      expect(tags.map((tag) => tag.name).sort()).toEqual(['Avant', 'Botox']);
      expect(new Set(tags.map((tag) => tag.kind))).toEqual(new Set(['photo']));

      expect(events).toEqual(
        expect.arrayContaining([
          { topic: PHOTOS_CHANGED_TOPIC, ids: [record.id], userId: alice.userId },
          { topic: PATIENTS_CHANGED_TOPIC, ids: [alicePatient], userId: alice.userId },
          { topic: STORAGE_CHANGED_TOPIC, ids: [alice.userId], userId: alice.userId },
          { topic: TAGS_CHANGED_TOPIC, ids: [], userId: alice.userId },
        ]),
      );
      // The staged copy is gone once the file is in the blob store.
      expect(await stagedFiles()).not.toContain(record.id);
    });

    it('dates a photo without EXIF by the file date, else by the upload', async () => {
      const lastModified = Date.UTC(2023, 10, 5, 9, 30);
      const dated = await uploadRecord(alice, png, {
        filename: 'scan.png',
        filetype: 'image/png',
        last_modified: String(lastModified),
      });
      expect(dated).toMatchObject({ date_prise: new Date(lastModified).toISOString() });
      expect(dated.exif_dates).toBeNull();
      expect(dated.patient_id).toBeNull();
      expect(dated.storage_path).toMatch(
        new RegExp(`^medical-photos/${alice.userId}/unassigned/\\d{13}-[0-9a-f]{12}\\.png$`),
      );
      const undated = await uploadRecord(alice, png, { filename: 'b.png', filetype: 'image/png' });
      expect(undated.date_prise).toBe(undated.created_at);
    });

    it('stores a PNG named .jpg as the PNG it is', async () => {
      const record = await uploadRecord(alice, png, {
        filename: 'photo.jpg',
        filetype: 'image/jpeg',
      });
      expect(record).toMatchObject({ file_type: 'image/png', media_type: 'image', width: 400 });
      expect(record.filename).toBe('photo.jpg');
      expect(record.storage_path).toMatch(/\/unassigned\/\d{13}-[0-9a-f]{12}\.png$/);
      const stored = await testApp.platform.blobs.head(record.storage_path);
      expect(stored?.contentType).toBe('image/png');
    });

    it.each(['jpeg', 'png'] as const)(
      'refuses the first half of a %s as an invalid file, storing nothing',
      async (format) => {
        const account = await verifiedAccount(testApp.app, testApp.config);
        const noise = sharp({
          create: {
            width: 640,
            height: 480,
            channels: 3,
            background: '#808080',
            noise: { type: 'gaussian', mean: 128, sigma: 40 },
          },
        });
        const whole = await (format === 'jpeg' ? noise.jpeg() : noise.png()).toBuffer();
        const half = whole.subarray(0, Math.floor(whole.length / 2));
        const response = await upload(account, half, {
          filename: `cut.${format}`,
          filetype: `image/${format}`,
        });
        expectProblem(response, 400, 'upload.invalid_file');
        expect(await photoCount(account.userId)).toBe(0);
        expect(await storedKeys(account.userId)).toEqual([]);
        expect(await usedBytes(account.userId)).toBe(0);
        // The whole file is still welcome.
        const record = await uploadRecord(account, whole, {
          filename: `whole.${format}`,
          filetype: `image/${format}`,
        });
        expect(record.file_type).toBe(`image/${format}`);
      },
    );

    it('names a downloaded PNG .png, after the real type', async () => {
      const record = await uploadRecord(alice, png, {
        filename: 'scan.jpg',
        filetype: 'image/jpeg',
      });
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/photos/${record.id}/file?download=1`,
        headers: { cookie: alice.cookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(`_photo_${record.id.slice(0, 8)}\\.png"?(;|$)`),
      );
    });

    it('turns a photo upright by its EXIF orientation', async () => {
      const sideways = await sharp({
        create: { width: 400, height: 300, channels: 3, background: '#808080' },
      })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer();
      const record = await uploadRecord(alice, sideways, {
        filename: 'portrait.jpg',
        filetype: 'image/jpeg',
      });
      expect([record.width, record.height]).toEqual([300, 400]);
      const stem = record.storage_path.replace(/\.jpg$/, '');
      const thumbnail = await sharp(await blobBytes(`${stem}_thumbnail.jpg`)).metadata();
      expect([thumbnail.width, thumbnail.height]).toEqual([300, 400]);
      const original = await blobBytes(record.storage_path);
      expect(original.equals(sideways)).toBe(true);
    });

    it('refuses at creation what the quota cannot hold beside the bytes already admitted', async () => {
      const account = await verifiedAccount(testApp.app, testApp.config);
      const size = png.length;
      const before = PLAN_QUOTA_BYTES.decouverte - Math.floor(size * 5.5);
      await setUsedBytes(account.userId, before);
      // 20 creations at once, no byte sent yet: only 5 files fit.
      const created = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          create(account, size, { filename: `p${n}.png`, filetype: 'image/png' }),
        ),
      );
      const admitted = created.filter((response) => response.statusCode === 201);
      expect(admitted).toHaveLength(5);
      for (const refused of created.filter((response) => response.statusCode !== 201)) {
        expectProblem(refused, 413, 'upload.quota_exceeded_percent');
      }
      const finished = await Promise.all(
        admitted.map((response) => patch(account, response.headers.location as string, 0, png)),
      );
      expect(finished.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(await photoCount(account.userId)).toBe(5);
      expect(await usedBytes(account.userId)).toBe(before + 5 * size);
      // The finished ones no longer reserve anything, the room left is what it says.
      const next = await create(account, size, { filename: 'last.png', filetype: 'image/png' });
      expectProblem(next, 413, 'upload.quota_exceeded_percent');
      const cancelled = await create(account, Math.floor(size / 2), {
        filename: 'small.png',
        filetype: 'image/png',
      });
      expect(cancelled.statusCode).toBe(201);
      const ended = await testApp.app.inject({
        method: 'DELETE',
        url: cancelled.headers.location as string,
        headers: tusHeaders(account),
      });
      expect(ended.statusCode).toBe(204);
      // A cancelled upload gives its reservation back.
      const again = await create(account, Math.floor(size / 2), {
        filename: 'small.png',
        filetype: 'image/png',
      });
      expect(again.statusCode).toBe(201);
    });

    it('refuses an HTML file named .jpg and records nothing', async () => {
      const account = await verifiedAccount(testApp.app, testApp.config);
      const html = Buffer.from(
        '<!doctype html><html><body><script>alert(1)</script></body></html>',
      );
      const created = await create(account, html.length, {
        filename: 'x.jpg',
        filetype: 'image/jpeg',
      });
      const location = created.headers.location as string;
      const response = await patch(account, location, 0, html);
      expectProblem(response, 415, 'upload.unsupported_type');
      expect(await photoCount(account.userId)).toBe(0);
      expect(await storedKeys(account.userId)).toEqual([]);
      expect(await usedBytes(account.userId)).toBe(0);
      expect(await stagedFiles()).not.toContain(location.split('/').pop());
      // The refused upload is gone: resuming it is a 404, so a client starts afresh.
      expect((await head(account, location)).statusCode).toBe(404);
    });

    it('holds the real type to its own size limit (a JPEG sent as a 60 MB "video")', async () => {
      const account = await verifiedAccount(testApp.app, testApp.config);
      const big = path.join(files.path, 'big.jpg');
      const size = UPLOAD_MAX_IMAGE_BYTES + 1024;
      const handle = await open(big, 'w');
      await handle.write(exifJpeg);
      await handle.truncate(size);
      await handle.close();
      const created = await create(account, size, { filename: 'big.mp4', filetype: 'video/mp4' });
      expect(created.statusCode).toBe(201);
      const response = await patch(
        account,
        created.headers.location as string,
        0,
        createReadStream(big),
        size,
      );
      expectProblem(response, 413, 'upload.file_too_large', { max: 50 });
      expect(await photoCount(account.userId)).toBe(0);
      expect(await usedBytes(account.userId)).toBe(0);
      await rm(big);
    });

    it('resumes an interrupted upload from the offset the server has, and records it once', async () => {
      const account = await verifiedAccount(testApp.app, testApp.config);
      const created = await create(account, exifJpeg.length, {
        filename: 'resumed.jpg',
        filetype: 'image/jpeg',
      });
      const location = created.headers.location as string;
      expect(location).toMatch(/^\/api\/v1\/uploads\/[0-9a-f]{32}$/);
      expect(created.headers['upload-expires']).toBeTruthy();
      const half = Math.floor(exifJpeg.length / 2);
      const first = await patch(account, location, 0, exifJpeg.subarray(0, half));
      expect(first.statusCode).toBe(204);
      expect(first.headers['upload-offset']).toBe(String(half));
      expect(await photoCount(account.userId)).toBe(0);

      const offset = await head(account, location);
      expect(offset.statusCode).toBe(200);
      expect(offset.headers['upload-offset']).toBe(String(half));
      expect(offset.headers['upload-length']).toBe(String(exifJpeg.length));

      const wrongOffset = await patch(account, location, 0, exifJpeg.subarray(0, 10));
      expect(wrongOffset.statusCode).toBe(409);

      const rest = await patch(account, location, half, exifJpeg.subarray(half));
      expect(rest.statusCode).toBe(200);
      const record = photoRecordSchema.parse(rest.json());
      expect(record.file_size).toBe(exifJpeg.length);
      expect((await blobBytes(record.storage_path)).equals(exifJpeg)).toBe(true);
      // Resuming it again (the answer was lost) finds it recorded, and records nothing more.
      const offsetAgain = await head(account, location);
      expect(offsetAgain.statusCode).toBe(200);
      expect(offsetAgain.headers['upload-offset']).toBe(String(exifJpeg.length));
      expect(offsetAgain.headers['upload-length']).toBe(String(exifJpeg.length));
      expect(offsetAgain.headers['upload-photo-id']).toBe(record.id);
      const again = await patch(account, location, exifJpeg.length, Buffer.alloc(0));
      expect(again.statusCode).toBe(200);
      expect(photoRecordSchema.parse(again.json()).id).toBe(record.id);
      expect(await photoCount(account.userId)).toBe(1);
      expect((await head(bob, location)).statusCode).toBe(404);
    });

    it('refuses at the finish when the quota filled up meanwhile, leaving nothing behind', async () => {
      const account = await verifiedAccount(testApp.app, testApp.config);
      const created = await create(account, png.length, {
        filename: 'q.png',
        filetype: 'image/png',
      });
      expect(created.statusCode).toBe(201);
      const nearlyFull = PLAN_QUOTA_BYTES.decouverte - 100;
      await setUsedBytes(account.userId, nearlyFull);
      const response = await patch(account, created.headers.location as string, 0, png);
      expectProblem(response, 413, 'upload.quota_exceeded_percent', { percent: 100 });
      expect(await usedBytes(account.userId)).toBe(nearlyFull);
      expect(await photoCount(account.userId)).toBe(0);
      expect(await storedKeys(account.userId)).toEqual([]);
    });

    it('records a real MP4 with duration, resolution, fps and a poster thumbnail', async () => {
      const video = await stat(mp4);
      const body = Buffer.from(await readFile(mp4));
      const record = await uploadRecord(alice, body, {
        filename: 'clip.mp4',
        filetype: 'video/mp4',
        patient_id: alicePatient,
      });
      expect(record).toMatchObject({
        media_type: 'video',
        file_type: 'video/mp4',
        file_size: video.size,
        duration: 2,
        video_resolution: '640x480',
        video_fps: 25,
        width: 640,
        height: 480,
        exif_dates: null,
        // A video has no EXIF: the time its container says it was recorded.
        date_prise: '2024-03-04T05:06:07.000Z',
      });
      expect(record.thumbnail_url).not.toBeNull();
      expect(record.storage_path).toMatch(/\/\d{13}-[0-9a-f]{12}\.mp4$/);
      const stem = record.storage_path.replace(/\.mp4$/, '');
      const poster = await sharp(await blobBytes(`${stem}_thumbnail.jpg`)).metadata();
      expect([poster.format, poster.width, poster.height]).toEqual(['jpeg', 320, 240]);
      const preview = await sharp(await blobBytes(`${stem}_preview.webp`)).metadata();
      expect([preview.format, preview.width, preview.height]).toEqual(['webp', 640, 480]);
    });
  });

  describe('every accepted video container', () => {
    it.each([
      ['mov', 'video/quicktime', ['-c', 'copy', '-f', 'mov']],
      ['avi', 'video/avi', ['-c:v', 'mpeg4', '-f', 'avi']],
      ['webm', 'video/webm', ['-c:v', 'libvpx', '-deadline', 'realtime', '-f', 'webm']],
    ])('records a .%s as %s with a poster', async (extension, type, codec) => {
      const file = path.join(files.path, `clip.${extension}`);
      await run(ffmpeg.path, ['-loglevel', 'error', '-i', mp4, ...codec, '-y', file]);
      const record = await uploadRecord(alice, await readFile(file), {
        filename: `clip.${extension}`,
        // What most browsers call an AVI, though the spec's list names it video/avi.
        filetype: extension === 'avi' ? 'video/x-msvideo' : type,
      });
      expect(record).toMatchObject({
        file_type: type,
        media_type: 'video',
        video_resolution: '640x480',
      });
      expect(record.storage_path.endsWith(`.${extension}`)).toBe(true);
      expect(record.thumbnail_url).not.toBeNull();
      expect(record.duration).toBeCloseTo(2, 1);
    });
  });

  it('measures a browser-recorded WebM whose header says no duration from its packets', async () => {
    // MediaRecorder streams WebM before knowing its end: no duration, no cues (-live 1).
    const file = path.join(files.path, 'recorded.webm');
    const { stdout } = await run(
      ffmpeg.path,
      [
        '-loglevel',
        'error',
        '-i',
        mp4,
        '-c:v',
        'libvpx',
        '-deadline',
        'realtime',
        '-live',
        '1',
        '-f',
        'webm',
        'pipe:1',
      ],
      { encoding: 'buffer', maxBuffer: 32 * 1024 * 1024 },
    );
    await writeFile(file, stdout);
    const record = await uploadRecord(alice, await readFile(file), {
      filename: 'capture.webm',
      filetype: 'video/webm',
      patient_id: alicePatient,
    });
    expect(record.media_type).toBe('video');
    expect(record.duration).toBeCloseTo(2, 1);
    expect(record.thumbnail_url).not.toBeNull();
  });

  describe("another user's uploads and patients", () => {
    it('answers 404 to HEAD, PATCH and DELETE on an upload of someone else', async () => {
      // The owner is set by the server: a user_id in the metadata is ignored.
      const created = await create(alice, png.length, {
        filename: 'a.png',
        filetype: 'image/png',
        user_id: bob.userId,
      });
      const location = created.headers.location as string;
      expectProblem(await head(bob, location), 404, null);
      expectProblem(await patch(bob, location, 0, png), 404, 'request.not_found');
      const removal = await testApp.app.inject({
        method: 'DELETE',
        url: location,
        headers: tusHeaders(bob),
      });
      expectProblem(removal, 404, 'request.not_found');
      expectProblem(await head(bob, `${UPLOAD_ENDPOINT}/${'0'.repeat(32)}`), 404, null);
      // Still Alice's, untouched.
      const mine = await head(alice, location);
      expect([mine.statusCode, mine.headers['upload-offset']]).toEqual([200, '0']);
      const ended = await testApp.app.inject({
        method: 'DELETE',
        url: location,
        headers: tusHeaders(alice),
      });
      expect(ended.statusCode).toBe(204);
    });

    it("answers 404 when uploading to someone else's patient or a deleted one", async () => {
      const response = await create(bob, png.length, {
        filename: 'a.png',
        filetype: 'image/png',
        patient_id: alicePatient,
      });
      expectProblem(response, 404, 'request.not_found');
      const trashed = await insertPatient(alice.userId);
      await db().updateTable('patients').set({ is_deleted: 1 }).where('id', '=', trashed).execute();
      expectProblem(
        await create(alice, png.length, {
          filename: 'a.png',
          filetype: 'image/png',
          patient_id: trashed,
        }),
        404,
        'request.not_found',
      );
    });
  });

  describe('PUT /api/v1/photos/:id/thumbnail', () => {
    let video: PhotoRecord;
    let image: PhotoRecord;
    let poster: Buffer;

    beforeAll(async () => {
      const body = Buffer.from(await readFile(mp4));
      video = await uploadRecord(alice, body, {
        filename: 'clip.mp4',
        filetype: 'video/mp4',
        client_thumbnail: '1',
      });
      image = await uploadRecord(alice, png, { filename: 'p.png', filetype: 'image/png' });
      poster = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#222' } })
        .jpeg()
        .toBuffer();
    });

    function putThumbnail(account: TestAccount, id: string, body: Buffer, type = 'image/jpeg') {
      return testApp.app.inject({
        method: 'PUT',
        url: `/api/v1/photos/${id}/thumbnail`,
        headers: { cookie: account.cookie, origin: TEST_ORIGIN, 'content-type': type },
        payload: body,
      });
    }

    it('a video the browser draws the poster of has no thumbnail until it is sent', async () => {
      expect(video.thumbnail_url).toBeNull();
      expect(video.preview_url).toBeNull();
      const response = await putThumbnail(alice, video.id, poster);
      expect(response.statusCode, response.body).toBe(200);
      const record = photoRecordSchema.parse(response.json());
      expect(record.thumbnail_url).toBe(`/api/v1/photos/${video.id}/thumbnail`);
      const key = video.storage_path.replace(/\.mp4$/, '_thumbnail.jpg');
      const stored = await sharp(await blobBytes(key)).metadata();
      expect([stored.format, stored.width]).toEqual(['jpeg', 320]);
      const row = await db()
        .selectFrom('photos')
        .select('thumbnail_path')
        .where('id', '=', video.id)
        .executeTakeFirstOrThrow();
      expect(row.thumbnail_path).toBe(key);
      expect(events).toContainEqual({
        topic: PHOTOS_CHANGED_TOPIC,
        ids: [video.id],
        userId: alice.userId,
      });
    });

    it("is only for the user's own videos", async () => {
      expectProblem(await putThumbnail(alice, image.id, poster), 404, 'request.not_found');
      expectProblem(await putThumbnail(bob, video.id, poster), 404, 'request.not_found');
      expectProblem(await putThumbnail(alice, newId(), poster), 404, 'request.not_found');
    });

    it('takes only a real JPEG of at most 2 MB', async () => {
      expectProblem(await putThumbnail(alice, video.id, png), 415, 'upload.unsupported_type');
      const tooLarge = Buffer.concat([poster, Buffer.alloc(CLIENT_THUMBNAIL_MAX_BYTES)]);
      expectProblem(await putThumbnail(alice, video.id, tooLarge), 413, 'upload.file_too_large', {
        max: 2,
      });
      expectProblem(
        await putThumbnail(alice, video.id, Buffer.alloc(0)),
        400,
        'upload.invalid_or_empty_file',
      );
    });
  });

  describe('through tus-js-client on a listening server', () => {
    let baseUrl: string;

    beforeAll(async () => {
      baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    });

    function tusUpload(
      account: TestAccount,
      body: Buffer,
      metadata: Record<string, string>,
    ): Promise<{ status: number; body: string }> {
      return new Promise((resolve) => {
        const client = new tus.Upload(body, {
          endpoint: `${baseUrl}${UPLOAD_ENDPOINT}`,
          headers: { cookie: account.cookie, origin: baseUrl },
          metadata,
          retryDelays: [],
          chunkSize: Math.ceil(body.length / 3),
          onSuccess: ({ lastResponse }) =>
            resolve({ status: lastResponse.getStatus(), body: lastResponse.getBody() }),
          onError: (error) => {
            const response = (error as tus.DetailedError).originalResponse;
            resolve({ status: response?.getStatus() ?? 0, body: response?.getBody() ?? '' });
          },
        });
        client.start();
      });
    }

    it('keeps what arrived before a dropped connection, and resumes from there', async () => {
      const created = await create(alice, exifJpeg.length, {
        filename: 'dropped.jpg',
        filetype: 'image/jpeg',
      });
      const location = created.headers.location as string;
      const half = Math.floor(exifJpeg.length / 2);
      await new Promise<void>((resolve) => {
        const request = http.request(`${baseUrl}${location}`, {
          method: 'PATCH',
          headers: {
            ...tusHeaders(alice, { origin: baseUrl }),
            'upload-offset': '0',
            'content-type': 'application/offset+octet-stream',
            'content-length': String(exifJpeg.length),
          },
        });
        request.on('error', () => resolve());
        request.on('close', () => resolve());
        request.write(exifJpeg.subarray(0, half), () => {
          // The network goes away mid-file.
          setTimeout(() => request.destroy(), 200);
        });
      });
      let offset = 0;
      await expect
        .poll(async () => {
          const response = await head(alice, location);
          offset = Number(response.headers['upload-offset']);
          return offset;
        })
        .toBe(half);
      const rest = await patch(alice, location, offset, exifJpeg.subarray(offset));
      expect(rest.statusCode, rest.body).toBe(200);
      const record = photoRecordSchema.parse(rest.json());
      expect((await blobBytes(record.storage_path)).equals(exifJpeg)).toBe(true);
    });

    it('hands the photo record to the browser at the end, in chunks', async () => {
      const result = await tusUpload(alice, exifJpeg, {
        filename: 'client.jpg',
        filetype: 'image/jpeg',
      });
      expect(result.status).toBe(200);
      const record = photoRecordSchema.parse(JSON.parse(result.body));
      expect(record.image_url).toBe(`/api/v1/photos/${record.id}/file`);
      expect(record.file_size).toBe(exifJpeg.length);
    });

    it('hands the problem to the browser on a refusal', async () => {
      const html = Buffer.from('<html><body>not a photo</body></html>');
      const refused = await tusUpload(alice, html, { filename: 'x.jpg', filetype: 'image/jpeg' });
      expect(refused.status).toBe(415);
      expect(JSON.parse(refused.body)).toMatchObject({ code: 'upload.unsupported_type' });
      const declared = await tusUpload(alice, png, { filename: 'x.gif', filetype: 'image/gif' });
      expect(declared.status).toBe(415);
      expect(JSON.parse(declared.body)).toMatchObject({ code: 'upload.unsupported_type' });
    });
  });

  it('sweeps away unfinished uploads older than a day', async () => {
    const created = await create(alice, png.length, { filename: 'old.png', filetype: 'image/png' });
    const location = created.headers.location as string;
    const id = location.split('/').pop() as string;
    const configFile = path.join(uploadStagingDir(testApp.config.dataDir), `${id}.json`);
    const stored = JSON.parse(await readFile(configFile, 'utf8'));
    stored.creation_date = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    await writeFile(configFile, JSON.stringify(stored));
    expectProblem(await head(alice, location), 410, null);
    expect(await stagedFiles()).toContain(id);
    // A node starting on the same DATA_DIR sweeps at once (then every hour).
    const logger = createLogger('silent');
    const node = await buildApp(testApp.config, { platform: testApp.platform, logger });
    try {
      await expect.poll(stagedFiles, { timeout: 5000 }).not.toContain(id);
      expect(await stagedFiles()).not.toContain(`${id}.json`);
    } finally {
      await node.close();
    }
  });
});
