import { UPLOAD_ENDPOINT } from '@photodossier/domain/media-record';
import { PLAN_QUOTA_BYTES } from '@photodossier/domain/plans';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, TEST_ORIGIN, verifiedAccount, type TestAccount } from './support/accounts';
import { photoRow } from './support/photo-rows';
import { rowBytesOf, setUsage, usageOf } from './support/storage-checks';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
/** A real JPEG of about 100 KB (noise does not compress). */
let jpeg: Buffer;

const QUOTA = PLAN_QUOTA_BYTES.decouverte;
const UPLOADS = 20;
const FITTING = 7;

beforeAll(async () => {
  testApp = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
  jpeg = await sharp({
    create: {
      width: 320,
      height: 320,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
}, 60_000);

afterAll(async () => {
  await testApp?.close();
});

const db = () => testApp.platform.database.db;

function tusHeaders(account: TestAccount, extra: Record<string, string> = {}) {
  return { cookie: account.cookie, origin: TEST_ORIGIN, 'tus-resumable': '1.0.0', ...extra };
}

function metadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/** tus creation of an upload of `jpeg`; the response. */
function create(account: TestAccount, name: string) {
  return testApp.app.inject({
    method: 'POST',
    url: UPLOAD_ENDPOINT,
    headers: tusHeaders(account, {
      'upload-length': String(jpeg.length),
      'upload-metadata': metadata({ filename: name, filetype: 'image/jpeg' }),
    }),
  });
}

/** Sends the whole file in one PATCH: the finish response. */
function finish(account: TestAccount, location: string) {
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

/** A stored photo of `bytes` written as an earlier upload would have left it, counter included. */
async function seedStoredBytes(userId: string, bytes: number, trashed = false): Promise<string> {
  const row = photoRow(userId, Date.UTC(2023, 0, 1), {
    file_size: bytes,
    is_deleted: trashed ? 1 : 0,
    deleted_at: trashed ? Date.UTC(2024, 0, 1) : null,
  });
  await db().insertInto('photos').values(row).execute();
  await setUsage(testApp, userId, bytes);
  return row.id;
}

async function storedOriginals(userId: string): Promise<number> {
  let count = 0;
  for await (const key of testApp.platform.blobs.list(`medical-photos/${userId}/`)) {
    if (!key.includes('_thumbnail') && !key.includes('_preview')) count += 1;
  }
  return count;
}

describe(`the upload quota on ${process.env.TEST_DB_DIALECT}`, () => {
  it('twenty parallel uploads past the quota store only what fits, and count it exactly', async () => {
    const account = await verifiedAccount(testApp.app, testApp.config);
    // Every creation fits while nothing else is stored, so all twenty are admitted; the bytes
    // another write stores afterwards leave room for only some of them, and the finishes race
    // for it: the atomic check at the end must hold where the creation check could not see.
    const locations = await Promise.all(
      Array.from({ length: UPLOADS }, async (_, n) => {
        const created = await create(account, `parallel-${n}.jpg`);
        expect(created.statusCode, created.body).toBe(201);
        return created.headers.location as string;
      }),
    );
    const room = FITTING * jpeg.length + Math.floor(jpeg.length / 2);
    await seedStoredBytes(account.userId, QUOTA - room);

    const responses = await Promise.all(locations.map((location) => finish(account, location)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(FITTING);
    expect(statuses.filter((status) => status === 413)).toHaveLength(UPLOADS - FITTING);
    for (const refused of responses.filter((response) => response.statusCode === 413)) {
      expect(refused.json<{ code: string }>().code).toBe('upload.quota_exceeded_percent');
    }

    const stored = await rowBytesOf(testApp, account.userId);
    expect(stored).toBe(QUOTA - room + FITTING * jpeg.length);
    expect(stored).toBeLessThanOrEqual(QUOTA);
    expect(await usageOf(testApp, account.userId)).toBe(stored);
    expect(await storedOriginals(account.userId)).toBe(FITTING);
  }, 120_000);

  it('refuses at creation what the stored bytes and the uploads under way leave no room for', async () => {
    const account = await verifiedAccount(testApp.app, testApp.config);
    const room = FITTING * jpeg.length + Math.floor(jpeg.length / 2);
    await seedStoredBytes(account.userId, QUOTA - room);

    const created = await Promise.all(
      Array.from({ length: UPLOADS }, (_, n) => create(account, `reserved-${n}.jpg`)),
    );
    const admitted = created.filter((response) => response.statusCode === 201);
    const refused = created.filter((response) => response.statusCode === 413);
    expect(admitted).toHaveLength(FITTING);
    expect(refused).toHaveLength(UPLOADS - FITTING);
    for (const response of refused) {
      expect(response.json<{ code: string }>().code).toBe('upload.quota_exceeded_percent');
    }
    const finished = await Promise.all(
      admitted.map((response) => finish(account, response.headers.location as string)),
    );
    expect(finished.map((response) => response.statusCode)).toEqual(
      Array.from({ length: FITTING }, () => 200),
    );
    expect(await usageOf(testApp, account.userId)).toBe(QUOTA - room + FITTING * jpeg.length);
  }, 120_000);

  it('counts the trash until a permanent deletion gives its bytes back', async () => {
    const account = await verifiedAccount(testApp.app, testApp.config);
    const big = await seedStoredBytes(account.userId, QUOTA - Math.floor(jpeg.length / 2));

    const trashed = await post(
      testApp.app,
      '/api/v1/photos/delete',
      { ids: [big] },
      account.cookie,
    );
    expect(trashed.json()).toEqual({ ids: [big] });
    expect(await usageOf(testApp, account.userId)).toBe(QUOTA - Math.floor(jpeg.length / 2));
    const refused = await create(account, 'while-in-trash.jpg');
    expect(refused.statusCode).toBe(413);
    expect(refused.json<{ code: string }>().code).toBe('upload.quota_exceeded_percent');

    const erased = await post(
      testApp.app,
      '/api/v1/trash/photos/delete',
      { ids: [big] },
      account.cookie,
    );
    expect(erased.json<{ freed_bytes: number }>().freed_bytes).toBe(
      QUOTA - Math.floor(jpeg.length / 2),
    );
    expect(await usageOf(testApp, account.userId)).toBe(0);
    const created = await create(account, 'after-delete.jpg');
    expect(created.statusCode).toBe(201);
    const finished = await finish(account, created.headers.location as string);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(await usageOf(testApp, account.userId)).toBe(jpeg.length);
    expect(await rowBytesOf(testApp, account.userId)).toBe(jpeg.length);
  }, 60_000);
});
