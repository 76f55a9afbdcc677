import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoRow } from '../src/modules/media/repository';
import { get, post, verifiedAccount, type TestAccount, send as sendAs } from './support/accounts';
import { readBlob, readPhoto, seedEmbedding, seedPatientRow, seedPhoto } from './support/photos';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  testApp = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
  alice = await verifiedAccount(testApp.app, testApp.config);
  bob = await verifiedAccount(testApp.app, testApp.config);
});

afterAll(async () => {
  await testApp?.close();
});

const send = (method: 'PATCH' | 'DELETE', url: string, cookie: string, payload?: unknown) =>
  sendAs(testApp.app, method, url, cookie, payload);

// Every route of one photo, as another user would call it.
const PHOTO_ROUTES: ReadonlyArray<{
  name: string;
  call: (id: string, cookie: string) => ReturnType<typeof get>;
}> = [
  { name: 'GET', call: (id, cookie) => get(testApp.app, `/api/v1/photos/${id}`, cookie) },
  {
    name: 'neighbours',
    call: (id, cookie) => get(testApp.app, `/api/v1/photos/${id}/neighbours?scope=all`, cookie),
  },
  {
    name: 'PATCH',
    call: (id, cookie) => send('PATCH', `/api/v1/photos/${id}`, cookie, { zone_traitee: 'Pris' }),
  },
  { name: 'DELETE', call: (id, cookie) => send('DELETE', `/api/v1/photos/${id}`, cookie) },
  { name: 'file', call: (id, cookie) => get(testApp.app, `/api/v1/photos/${id}/file`, cookie) },
  {
    name: 'download',
    call: (id, cookie) => get(testApp.app, `/api/v1/photos/${id}/file?download=1`, cookie),
  },
  {
    name: 'thumbnail',
    call: (id, cookie) => get(testApp.app, `/api/v1/photos/${id}/thumbnail`, cookie),
  },
  {
    name: 'preview',
    call: (id, cookie) => get(testApp.app, `/api/v1/photos/${id}/preview`, cookie),
  },
];

describe(`another user's photos on ${process.env.TEST_DB_DIALECT}`, () => {
  let alicesPatient: string;
  let alicesPhotos: PhotoRow[];

  beforeAll(async () => {
    alicesPatient = await seedPatientRow(testApp, alice.userId);
    alicesPhotos = [
      await seedPhoto(testApp, alice.userId),
      await seedPhoto(testApp, alice.userId, { patient_id: alicesPatient, zone_traitee: 'Front' }),
      await seedPhoto(testApp, alice.userId, { is_deleted: 1, deleted_at: 1 }),
    ];
    await seedEmbedding(testApp, alice.userId, alicesPhotos[0]!.id);
  });

  it('answers every photo route with the same 404 as a missing photo, and changes nothing', async () => {
    for (const route of PHOTO_ROUTES) {
      const missing = await route.call('no-such-photo', bob.cookie);
      expect(missing.statusCode, route.name).toBe(404);
      for (const photo of alicesPhotos) {
        const response = await route.call(photo.id, bob.cookie);
        expect(response.statusCode, `${route.name} ${photo.id}`).toBe(404);
        expect(response.json(), route.name).toEqual(missing.json());
        expect(response.headers['content-disposition']).toBeUndefined();
      }
    }
    const batch = await post(
      testApp.app,
      '/api/v1/photos/delete',
      { ids: alicesPhotos.map((photo) => photo.id) },
      bob.cookie,
    );
    expect(batch.json()).toEqual({ ids: [] });
    for (const photo of alicesPhotos) {
      expect(await readPhoto(testApp, photo.id)).toEqual(photo);
      expect(await readBlob(testApp, photo.storage_path)).not.toBeNull();
    }
  });

  it('assigning her photo answers not found for it; her patient as the target is a 404', async () => {
    const bobsPatient = await seedPatientRow(testApp, bob.userId);
    const bobsPhoto = await seedPhoto(testApp, bob.userId);
    const [unassigned] = alicesPhotos;
    for (const moveFiles of [false, true]) {
      const response = await post(
        testApp.app,
        '/api/v1/photos/assign',
        { patientId: bobsPatient, photoIds: [unassigned!.id], moveFiles },
        bob.cookie,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().results).toEqual([
        { success: false, photoId: unassigned!.id, error: 'photo.unassigned_not_found' },
      ]);
    }
    const target = await post(
      testApp.app,
      '/api/v1/photos/assign',
      { patientId: alicesPatient, photoIds: [bobsPhoto.id] },
      bob.cookie,
    );
    expect(target.statusCode).toBe(404);
    expect(target.json().code).toBe('request.not_found');
    expect(await readPhoto(testApp, bobsPhoto.id)).toEqual(bobsPhoto);
    // Nor can he file his own photo under her patient from the viewer.
    const refile = await send('PATCH', `/api/v1/photos/${bobsPhoto.id}`, bob.cookie, {
      patient_id: alicesPatient,
    });
    expect(refile.statusCode).toBe(404);

    for (const photo of alicesPhotos) expect(await readPhoto(testApp, photo.id)).toEqual(photo);
    const embeddings = await testApp.platform.database.db
      .selectFrom('face_embeddings')
      .select('patient_id')
      .where('photo_id', '=', unassigned!.id)
      .execute();
    expect(embeddings).toEqual([{ patient_id: null }]);
  });

  it('never lists her photos, in any scope', async () => {
    for (const query of [
      'scope=all',
      'scope=unassigned',
      `scope=patient&patient_id=${alicesPatient}`,
    ]) {
      const response = await get(testApp.app, `/api/v1/photos?${query}`, bob.cookie);
      expect(response.statusCode).toBe(200);
      const ids = response.json().items.map((item: { id: string }) => item.id);
      expect(ids.some((id: string) => alicesPhotos.some((photo) => photo.id === id))).toBe(false);
    }
    const own = await get(
      testApp.app,
      `/api/v1/photos?scope=patient&patient_id=${alicesPatient}`,
      alice.cookie,
    );
    expect(own.json().items.map((item: { id: string }) => item.id)).toEqual([alicesPhotos[1]!.id]);
  });
});
