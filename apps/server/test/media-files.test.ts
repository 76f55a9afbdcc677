import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, TEST_ORIGIN, verifiedAccount, type TestAccount } from './support/accounts';
import { seedPatientRow, seedPhoto } from './support/photos';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let alice: TestAccount;

beforeAll(async () => {
  testApp = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
  alice = await verifiedAccount(testApp.app, testApp.config);
});

afterAll(async () => {
  await testApp?.close();
});

function getWith(url: string, headers: Record<string, string>) {
  return testApp.app.inject({ method: 'GET', url, headers: { cookie: alice.cookie, ...headers } });
}

const ORIGINAL = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251));

describe(`photo files on ${process.env.TEST_DB_DIALECT}`, () => {
  it('streams the original with its stored type, caching and safety headers', async () => {
    const photo = await seedPhoto(
      testApp,
      alice.userId,
      { file_type: 'image/png' },
      { original: ORIGINAL },
    );
    const response = await get(testApp.app, `/api/v1/photos/${photo.id}/file`, alice.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(ORIGINAL)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': '1000',
      'accept-ranges': 'bytes',
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);

    const head = await testApp.app.inject({
      method: 'HEAD',
      url: `/api/v1/photos/${photo.id}/file`,
      headers: { cookie: alice.cookie },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('1000');
    expect(head.body).toBe('');

    const revalidated = await getWith(`/api/v1/photos/${photo.id}/file`, {
      'if-none-match': String(response.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('answers byte ranges with 206 and Content-Range, and 416 past the end', async () => {
    const photo = await seedPhoto(
      testApp,
      alice.userId,
      { media_type: 'video', file_type: 'video/mp4' },
      { original: ORIGINAL },
    );
    const url = `/api/v1/photos/${photo.id}/file`;
    const middle = await getWith(url, { range: 'bytes=100-199' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe('bytes 100-199/1000');
    expect(middle.headers['content-length']).toBe('100');
    expect(middle.headers['content-type']).toBe('video/mp4');
    expect(middle.rawPayload.equals(ORIGINAL.subarray(100, 200))).toBe(true);

    const tail = await getWith(url, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe('bytes 990-999/1000');
    expect(tail.rawPayload.equals(ORIGINAL.subarray(990))).toBe(true);

    const open = await getWith(url, { range: 'bytes=995-' });
    expect(open.rawPayload.equals(ORIGINAL.subarray(995))).toBe(true);

    const past = await getWith(url, { range: 'bytes=1000-1010' });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */1000');

    // If-Range with another version's tag: the whole file, not a piece of a different one.
    const stale = await getWith(url, { range: 'bytes=0-9', 'if-range': '"another-version"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(1000);
  });

  it('names a download with the spec’s display name, in ASCII and in UTF-8 (RFC 5987)', async () => {
    const patientId = await seedPatientRow(testApp, alice.userId, {
      prenom: 'Élodie',
      nom: 'Martin Roux',
    });
    const photo = await seedPhoto(testApp, alice.userId, {
      patient_id: patientId,
      zone_traitee: 'Joue gauche',
    });
    const response = await get(
      testApp.app,
      `/api/v1/photos/${photo.id}/file?download=1`,
      alice.cookie,
    );
    expect(response.statusCode).toBe(200);
    const name = `Élodie_Martin_Roux_Joue gauche_${photo.id.slice(0, 8)}.jpg`;
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Elodie_Martin_Roux_Joue gauche_${photo.id.slice(0, 8)}.jpg"; ` +
        `filename*=UTF-8''${encodeURIComponent(name)}`,
    );

    const video = await seedPhoto(testApp, alice.userId, {
      media_type: 'video',
      file_type: 'video/mp4',
    });
    const unassigned = await get(
      testApp.app,
      `/api/v1/photos/${video.id}/file?download=1`,
      alice.cookie,
    );
    expect(unassigned.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Non_assigné_photo_${video.id.slice(0, 8)}.mp4`)}`,
    );
  });

  it('names downloads in English when the user’s language is English', async () => {
    const patch = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/v1/settings',
      headers: { cookie: alice.cookie, origin: TEST_ORIGIN },
      payload: { language: 'en' },
    });
    expect(patch.statusCode).toBe(200);
    const photo = await seedPhoto(testApp, alice.userId, { patient_id: 'patient-gone' });
    const response = await get(
      testApp.app,
      `/api/v1/photos/${photo.id}/file?download=1`,
      alice.cookie,
    );
    expect(response.headers['content-disposition']).toContain(
      `filename="Unknown_patient_photo_${photo.id.slice(0, 8)}.jpg"`,
    );
  });

  it('serves the thumbnail as JPEG and the preview as WebP, and 404 when the photo has none', async () => {
    const photo = await seedPhoto(
      testApp,
      alice.userId,
      {},
      { thumbnail: Buffer.from('thumb-bytes'), preview: Buffer.from('preview-bytes') },
    );
    const thumbnail = await get(testApp.app, `/api/v1/photos/${photo.id}/thumbnail`, alice.cookie);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.body).toBe('thumb-bytes');
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect(thumbnail.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const preview = await get(testApp.app, `/api/v1/photos/${photo.id}/preview`, alice.cookie);
    expect(preview.body).toBe('preview-bytes');
    expect(preview.headers['content-type']).toBe('image/webp');

    const bare = await seedPhoto(testApp, alice.userId, {}, { thumbnail: null, preview: null });
    for (const kind of ['thumbnail', 'preview']) {
      const response = await get(testApp.app, `/api/v1/photos/${bare.id}/${kind}`, alice.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('request.not_found');
    }
    // A path whose file is gone from storage answers the same.
    const orphan = await seedPhoto(testApp, alice.userId);
    await testApp.platform.blobs.delete(orphan.storage_path);
    const gone = await get(testApp.app, `/api/v1/photos/${orphan.id}/file`, alice.cookie);
    expect(gone.statusCode).toBe(404);
  });

  it('serves the files of a photo in the trash, and nothing without a session', async () => {
    const photo = await seedPhoto(testApp, alice.userId, { is_deleted: 1, deleted_at: 1 });
    const response = await get(testApp.app, `/api/v1/photos/${photo.id}/thumbnail`, alice.cookie);
    expect(response.statusCode).toBe(200);
    for (const kind of ['file', 'thumbnail', 'preview']) {
      const anonymous = await get(testApp.app, `/api/v1/photos/${photo.id}/${kind}`);
      expect(anonymous.statusCode).toBe(401);
    }
  });
});
