import { photoRecordSchema, type PhotoRecord } from '@photodossier/domain/media-record';
import { trashRestoreResultSchema } from '@photodossier/domain/storage-media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, verifiedAccount, type TestAccount } from './support/accounts';
import { readBlob, readPhoto, seedPatientRow } from './support/photos';
import { rowBytesOf, usageOf } from './support/storage-checks';
import { startTestApp, type TestApp } from './support/test-app';
import { tusUpload } from './support/tus-upload';

/*
 * Background-removal variants made the way the browser makes them: the PNG goes through the
 * real upload pipeline naming its original, then the spec 01 §4 rules hold on those rows.
 */

let testApp: TestApp;
let jpeg: Buffer;
let cutout: Buffer;

beforeAll(async () => {
  testApp = await startTestApp();
  jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#c08060' } })
    .jpeg()
    .toBuffer();
  cutout = await sharp({
    create: { width: 320, height: 240, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: await sharp({
          create: { width: 100, height: 120, channels: 4, background: '#c08060' },
        })
          .png()
          .toBuffer(),
        left: 110,
        top: 60,
      },
    ])
    .png()
    .toBuffer();
});

afterAll(async () => {
  await testApp?.close();
});

const account = () => verifiedAccount(testApp.app, testApp.config);

async function uploadPhoto(owner: TestAccount, metadata: Record<string, string>, body = jpeg) {
  const response = await tusUpload(testApp.app, owner, body, {
    filetype: body === jpeg ? 'image/jpeg' : 'image/png',
    ...metadata,
  });
  expect(response.statusCode, response.body).toBe(200);
  return photoRecordSchema.parse(response.json());
}

const uploadVariant = (owner: TestAccount, original: PhotoRecord) =>
  tusUpload(testApp.app, owner, cutout, {
    filename: `${original.filename}-sans-fond.png`,
    filetype: 'image/png',
    original_photo_id: original.id,
  });

async function photo(owner: TestAccount, id: string): Promise<PhotoRecord> {
  const response = await get(testApp.app, `/api/v1/photos/${id}`, owner.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return photoRecordSchema.parse(response.json());
}

async function pair(owner: TestAccount) {
  const patient = await seedPatientRow(testApp, owner.userId);
  const original = await uploadPhoto(owner, { filename: 'profil.jpg', patient_id: patient });
  const response = await uploadVariant(owner, original);
  expect(response.statusCode, response.body).toBe(200);
  return { patient, original, variant: photoRecordSchema.parse(response.json()) };
}

describe('background-removal variants (spec 01 §3, §4)', () => {
  it('files the uploaded cut-out as a variant of its original, linked both ways', async () => {
    const alice = await account();
    const before = await usageOf(testApp, alice.userId);
    const { patient, original, variant } = await pair(alice);

    expect(variant).toMatchObject({
      original_photo_id: original.id,
      has_background_removed: true,
      patient_id: patient,
      file_type: 'image/png',
      date_prise: original.date_prise,
    });
    expect((await photo(alice, original.id)).background_removed_url).toBe(variant.image_url);
    const stored = await readBlob(testApp, (await readPhoto(testApp, variant.id)).storage_path);
    expect(stored?.equals(cutout)).toBe(true);
    // The variant's bytes count toward the storage like any photo's.
    expect(await usageOf(testApp, alice.userId)).toBe(
      before + original.file_size + variant.file_size,
    );
    expect(await usageOf(testApp, alice.userId)).toBe(await rowBytesOf(testApp, alice.userId));
  });

  it('refuses an original of another user, a variant of a variant and a trashed original', async () => {
    const alice = await account();
    const bob = await account();
    const { original, variant } = await pair(alice);

    const foreign = await uploadVariant(bob, original);
    expect(foreign.statusCode).toBe(404);
    expect((await photo(alice, original.id)).background_removed_url).toBe(variant.image_url);
    expect((await uploadVariant(alice, variant)).statusCode).toBe(404);

    const lone = await uploadPhoto(alice, { filename: 'face.jpg' });
    await post(testApp.app, '/api/v1/photos/delete', { ids: [lone.id] }, alice.cookie);
    expect((await uploadVariant(alice, lone)).statusCode).toBe(404);
    expect(await rowBytesOf(testApp, bob.userId)).toBe(0);
  });

  it('trashes and restores a variant and its original together, from either side', async () => {
    const alice = await account();
    const { original, variant } = await pair(alice);

    await post(testApp.app, '/api/v1/photos/delete', { ids: [variant.id] }, alice.cookie);
    expect((await photo(alice, original.id)).is_deleted).toBe(true);
    expect((await photo(alice, variant.id)).is_deleted).toBe(true);

    const restored = await post(
      testApp.app,
      '/api/v1/trash/photos/restore',
      { ids: [original.id] },
      alice.cookie,
    );
    expect(new Set(trashRestoreResultSchema.parse(restored.json()).ids)).toEqual(
      new Set([original.id, variant.id]),
    );
    expect((await photo(alice, variant.id)).is_deleted).toBe(false);

    await post(testApp.app, '/api/v1/photos/delete', { ids: [original.id] }, alice.cookie);
    expect((await photo(alice, variant.id)).is_deleted).toBe(true);
  });

  it('clears the link when the variant is deleted for good, and erases variants with originals', async () => {
    const alice = await account();
    const { original, variant } = await pair(alice);
    await post(testApp.app, '/api/v1/photos/delete', { ids: [variant.id] }, alice.cookie);
    const erased = await post(
      testApp.app,
      '/api/v1/trash/photos/delete',
      { ids: [variant.id] },
      alice.cookie,
    );
    expect(erased.statusCode).toBe(200);
    expect((await get(testApp.app, `/api/v1/photos/${variant.id}`, alice.cookie)).statusCode).toBe(
      404,
    );
    expect((await photo(alice, original.id)).background_removed_url).toBeNull();

    const second = await uploadVariant(alice, original);
    expect(second.statusCode, second.body).toBe(404); // the original still sits in the trash
    await post(testApp.app, '/api/v1/trash/photos/restore', { ids: [original.id] }, alice.cookie);
    const again = photoRecordSchema.parse((await uploadVariant(alice, original)).json());
    await post(testApp.app, '/api/v1/photos/delete', { ids: [original.id] }, alice.cookie);
    await post(testApp.app, '/api/v1/trash/photos/delete', { ids: [original.id] }, alice.cookie);
    expect((await get(testApp.app, `/api/v1/photos/${again.id}`, alice.cookie)).statusCode).toBe(
      404,
    );
    expect(await rowBytesOf(testApp, alice.userId)).toBe(0);
    expect(await usageOf(testApp, alice.userId)).toBe(0);
  });
});
