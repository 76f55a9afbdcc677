import type { FaceSuggestion } from '@photodossier/domain/face-record';
import { faceSimilarity } from '@photodossier/domain/face-similarity';
import { FACE_SERVICE_MIN_CONFIDENCE } from '@photodossier/domain/face-thresholds';
import { similarityToConfidence } from '@photodossier/domain/face-suggestions';
import { FACES_CHANGED_TOPIC } from '@photodossier/domain/live-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../src/platform/events/event-bus';
import { get, post, send, verifiedAccount, type TestAccount } from './support/accounts';
import {
  blend,
  embeddingBody,
  pictureOf,
  randomVector,
  SAMPLE_REGION,
  seededRandom,
} from './support/faces';
import { seedPatientRow, seedPhoto } from './support/photos';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let alice: TestAccount;
let bob: TestAccount;
const events: LiveEvent[] = [];
const random = seededRandom(20261122);

beforeAll(async () => {
  testApp = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
  alice = await verifiedAccount(testApp.app, testApp.config);
  bob = await verifiedAccount(testApp.app, testApp.config);
  testApp.platform.bus.subscribe((event) => events.push(event));
});

afterAll(async () => {
  await testApp?.close();
});

function store(cookie: string, body: Record<string, unknown>) {
  return post(testApp.app, '/api/v1/faces/embeddings', body, cookie);
}

async function suggest(cookie: string, body: Record<string, unknown>): Promise<FaceSuggestion[]> {
  const response = await post(testApp.app, '/api/v1/faces/suggestions', body, cookie);
  expect(response.statusCode).toBe(200);
  return (response.json() as { suggestions: FaceSuggestion[] }).suggestions;
}

/** A patient of the user with photos whose embeddings go through POST /faces/embeddings. */
async function patientWithFaces(
  account: TestAccount,
  pictures: ReadonlyArray<readonly number[]>,
  name: { prenom: string; nom: string },
): Promise<{ patientId: string; photoIds: string[] }> {
  const patientId = await seedPatientRow(testApp, account.userId, name);
  const photoIds: string[] = [];
  for (const picture of pictures) {
    const photo = await seedPhoto(testApp, account.userId, { patient_id: patientId });
    const response = await store(account.cookie, embeddingBody(photo.id, picture));
    expect(response.statusCode).toBe(201);
    photoIds.push(photo.id);
  }
  return { patientId, photoIds };
}

const expectedConfidence = (a: readonly number[], b: readonly number[]) =>
  similarityToConfidence(faceSimilarity(a, b));

describe(`face recognition on ${process.env.TEST_DB_DIALECT}`, () => {
  it('stores an embedding for an active image and suggests its patient with the best reference', async () => {
    const person = randomVector(random);
    const other = randomVector(random);
    const pictures = [pictureOf(person, random), pictureOf(person, random)];
    const patientId = await seedPatientRow(testApp, alice.userId, {
      prenom: 'Marie',
      nom: 'Dupont',
    });
    const decoy = await patientWithFaces(alice, [pictureOf(other, random)], {
      prenom: 'Paul',
      nom: 'Durand',
    });
    const photos = [
      await seedPhoto(testApp, alice.userId, { patient_id: patientId }),
      await seedPhoto(testApp, alice.userId, { patient_id: patientId }),
    ];
    const start = events.length;

    const first = await store(alice.cookie, embeddingBody(photos[0]!.id, pictures[0]!));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(String),
      photo_id: photos[0]!.id,
      patient_id: patientId,
      patient_name: 'Marie Dupont',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      model_used: 'FaceRes',
      model_version: '3.3.6',
      library: '@vladmandic/human',
      confidence: 0.93,
      suggested_patient_id: null,
      face_region: SAMPLE_REGION,
      image_width: 1024,
      image_height: 768,
    });
    expect(events.slice(start)).toEqual([
      { topic: FACES_CHANGED_TOPIC, ids: [photos[0]!.id], userId: alice.userId },
    ]);
    const secondRegion = { x: 10, y: 20, w: 30, h: 40 };
    const second = await store(
      alice.cookie,
      embeddingBody(photos[1]!.id, pictures[1]!, { face_region: secondRegion }),
    );
    expect(second.statusCode).toBe(201);

    const query = pictureOf(person, random);
    const scores = pictures.map((picture) => faceSimilarity(query, picture));
    const best = scores[0]! >= scores[1]! ? 0 : 1;
    const suggestions = await suggest(alice.cookie, { embedding: query });
    expect(suggestions[0]).toEqual({
      patient_id: patientId,
      patient_name: 'Marie Dupont',
      confidence_score: similarityToConfidence(scores[best]!),
      similarity: expect.closeTo(scores[best]!, 6),
      reference_photo_id: photos[best]!.id,
      patient_info: {
        nom: 'Dupont',
        prenom: 'Marie',
        date_naissance: '',
        email: '',
        telephone: '',
      },
      face_regions: [best === 0 ? SAMPLE_REGION : secondRegion],
    });
    expect(suggestions[0]!.confidence_score).toBeGreaterThanOrEqual(65);
    expect(suggestions.map((item) => item.patient_id)).not.toContain(decoy.patientId);

    const faces = await get(testApp.app, `/api/v1/faces/photos/${photos[1]!.id}`, alice.cookie);
    expect(faces.statusCode).toBe(200);
    expect(faces.json()).toEqual({
      photo_id: photos[1]!.id,
      faces: [expect.objectContaining({ id: second.json().id, face_region: secondRegion })],
    });
  });

  it('keeps one embedding per photo: storing again replaces it', async () => {
    const person = randomVector(random);
    const { photoIds } = await patientWithFaces(alice, [pictureOf(person, random)], {
      prenom: 'Jeanne',
      nom: 'Roux',
    });
    const replacement = await store(
      alice.cookie,
      embeddingBody(photoIds[0]!, pictureOf(person, random), { model_version: '3.4.0' }),
    );
    expect(replacement.statusCode).toBe(201);
    const faces = await get(testApp.app, `/api/v1/faces/photos/${photoIds[0]}`, alice.cookie);
    expect(faces.json().faces).toEqual([
      expect.objectContaining({ id: replacement.json().id, model_version: '3.4.0' }),
    ]);
  });

  it('answers face.embedding_in_progress while the same photo is being stored, and keeps one row', async () => {
    const person = randomVector(random);
    const patientId = await seedPatientRow(testApp, alice.userId);
    const photo = await seedPhoto(testApp, alice.userId, { patient_id: patientId });
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        store(alice.cookie, embeddingBody(photo.id, pictureOf(person, random))),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses).toContain(201);
    // better-sqlite3 answers synchronously, so on SQLite the requests may run one after the
    // other; over PostgreSQL's round trips they overlap and all but the first are refused.
    if (process.env.TEST_DB_DIALECT === 'postgres') expect(statuses).toContain(409);
    for (const response of responses) {
      if (response.statusCode === 201) continue;
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('face.embedding_in_progress');
    }
    const faces = await get(testApp.app, `/api/v1/faces/photos/${photo.id}`, alice.cookie);
    expect(faces.json().faces).toHaveLength(1);
    const lastStored = responses.filter((item) => item.statusCode === 201).at(-1);
    expect(faces.json().faces[0].id).toBe(lastStored?.json().id);
  });

  it('leaves out the excluded photo, so a photo is never its own reference', async () => {
    const person = randomVector(random);
    const pictures = [pictureOf(person, random), pictureOf(person, random)];
    const { patientId, photoIds } = await patientWithFaces(alice, pictures, {
      prenom: 'Luc',
      nom: 'Petit',
    });
    const own = await suggest(alice.cookie, { embedding: pictures[0] });
    expect(own[0]).toMatchObject({
      patient_id: patientId,
      reference_photo_id: photoIds[0],
      confidence_score: 100,
    });
    const excluded = await suggest(alice.cookie, {
      embedding: pictures[0],
      exclude_photo_id: photoIds[0],
    });
    expect(excluded[0]).toMatchObject({
      patient_id: patientId,
      reference_photo_id: photoIds[1],
      confidence_score: expectedConfidence(pictures[0]!, pictures[1]!),
    });
  });

  it('filters by min_confidence and cuts to max_suggestions, best first', async () => {
    const query = randomVector(random);
    // Three patients at decreasing likeness to the query, all above the 65 floor.
    const references = [0.97, 0.85, 0.75].map((weight) =>
      blend(query, randomVector(random), weight),
    );
    const patientIds: string[] = [];
    for (const [rank, reference] of references.entries()) {
      const { patientId } = await patientWithFaces(alice, [reference], {
        prenom: `Rang${rank}`,
        nom: 'Seuil',
      });
      patientIds.push(patientId);
    }
    const confidences = references.map((reference) => expectedConfidence(query, reference));
    // The calibration must keep these apart, or the thresholds below test nothing.
    expect(confidences[0]!).toBeGreaterThan(confidences[1]! + 1);
    expect(confidences[1]!).toBeGreaterThan(confidences[2]! + 1);

    const all = await suggest(alice.cookie, {
      embedding: query,
      min_confidence: FACE_SERVICE_MIN_CONFIDENCE,
      max_suggestions: 20,
    });
    const ours = all.filter((item) => patientIds.includes(item.patient_id));
    expect(ours.map((item) => [item.patient_id, item.confidence_score])).toEqual(
      patientIds.map((id, rank) => [id, confidences[rank]]),
    );
    const scores = all.map((item) => item.similarity);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    const aboveSecond = await suggest(alice.cookie, {
      embedding: query,
      min_confidence: confidences[1],
      max_suggestions: 20,
    });
    expect(aboveSecond.map((item) => item.patient_id)).toEqual(patientIds.slice(0, 2));
    const onlyBest = await suggest(alice.cookie, {
      embedding: query,
      min_confidence: 0,
      max_suggestions: 1,
    });
    expect(onlyBest.map((item) => item.patient_id)).toEqual([patientIds[0]]);
    const none = await suggest(alice.cookie, {
      embedding: query,
      min_confidence: Math.min(100, confidences[0]! + 1),
    });
    expect(none.map((item) => item.patient_id)).not.toContain(patientIds[0]);
  });

  it('never suggests below 65, even when a client asks for less (spec 01 §5, §9)', async () => {
    const query = randomVector(random);
    const references = [0.9, 0.55, 0.45].map((weight) =>
      blend(query, randomVector(random), weight),
    );
    const patientIds: string[] = [];
    for (const reference of references) {
      const { patientId } = await patientWithFaces(alice, [reference], {
        prenom: 'Plancher',
        nom: 'Service',
      });
      patientIds.push(patientId);
    }
    const confidences = references.map((reference) => expectedConfidence(query, reference));
    // One above the floor, two a client asking less would otherwise get.
    expect(confidences[0]!).toBeGreaterThanOrEqual(FACE_SERVICE_MIN_CONFIDENCE);
    expect(confidences[1]!).toBeLessThan(FACE_SERVICE_MIN_CONFIDENCE);
    expect(confidences[2]!).toBeGreaterThan(30);

    for (const minConfidence of [0, 30, FACE_SERVICE_MIN_CONFIDENCE - 1]) {
      const suggestions = await suggest(alice.cookie, {
        embedding: query,
        min_confidence: minConfidence,
        max_suggestions: 20,
      });
      const ours = suggestions.filter((item) => patientIds.includes(item.patient_id));
      expect(
        ours.map((item) => item.patient_id),
        String(minConfidence),
      ).toEqual([patientIds[0]]);
      for (const item of suggestions) {
        expect(item.confidence_score).toBeGreaterThanOrEqual(FACE_SERVICE_MIN_CONFIDENCE);
      }
    }
  });

  it('uses the service defaults: at least 65 and at most 3 suggestions', async () => {
    const query = randomVector(random);
    const references = [0.99, 0.98, 0.97, 0.96].map((weight) =>
      blend(query, randomVector(random), weight),
    );
    for (const reference of references) {
      await patientWithFaces(alice, [reference], { prenom: 'Défaut', nom: 'Service' });
    }
    const suggestions = await suggest(alice.cookie, { embedding: query });
    expect(suggestions).toHaveLength(3);
    for (const item of suggestions) expect(item.confidence_score).toBeGreaterThanOrEqual(65);
    const stranger = await suggest(alice.cookie, { embedding: randomVector(random) });
    expect(stranger).toEqual([]);
  });

  it('never matches vectors of another length', async () => {
    const person = randomVector(random);
    const { patientId } = await patientWithFaces(alice, [pictureOf(person, random)], {
      prenom: 'Court',
      nom: 'Vecteur',
    });
    const shortPerson = person.slice(0, 512);
    const short = await patientWithFaces(alice, [pictureOf(shortPerson, random)], {
      prenom: 'Demi',
      nom: 'Vecteur',
    });
    const shortQuery = await suggest(alice.cookie, { embedding: shortPerson, min_confidence: 0 });
    expect(shortQuery.map((item) => item.patient_id)).toEqual([short.patientId]);
    const fullQuery = await suggest(alice.cookie, { embedding: person, min_confidence: 0 });
    expect(fullQuery.map((item) => item.patient_id)).toContain(patientId);
    expect(fullQuery.map((item) => item.patient_id)).not.toContain(short.patientId);
  });

  it('stops suggesting a patient or a photo in the trash, and suggests them again once restored', async () => {
    const person = randomVector(random);
    const pictures = [pictureOf(person, random), pictureOf(person, random)];
    const { patientId, photoIds } = await patientWithFaces(alice, pictures, {
      prenom: 'Corbeille',
      nom: 'Patient',
    });
    const query = pictureOf(person, random);
    const ids = async () =>
      (await suggest(alice.cookie, { embedding: query })).map((item) => item.patient_id);
    expect(await ids()).toContain(patientId);

    const trashed = await send(
      testApp.app,
      'DELETE',
      `/api/v1/patients/${patientId}`,
      alice.cookie,
    );
    expect(trashed.statusCode).toBe(204);
    expect(await ids()).not.toContain(patientId);

    // Restored behind the API's back: the index follows the database, not only the events.
    const { db } = testApp.platform.database;
    await db
      .updateTable('patients')
      .set({ is_deleted: 0, deleted_at: null })
      .where('id', '=', patientId)
      .execute();
    expect(await ids()).toContain(patientId);

    await db
      .updateTable('photos')
      .set({ is_deleted: 1, deleted_at: Date.now() })
      .where('id', 'in', photoIds)
      .execute();
    expect(await ids()).not.toContain(patientId);
    await db
      .updateTable('photos')
      .set({ is_deleted: 0, deleted_at: null })
      .where('id', '=', photoIds[1]!)
      .execute();
    const back = await suggest(alice.cookie, { embedding: query });
    expect(back.find((item) => item.patient_id === patientId)?.reference_photo_id).toBe(
      photoIds[1],
    );
  });

  it('reports a patient’s recognition status and deletes its embeddings with their count', async () => {
    const person = randomVector(random);
    const { patientId, photoIds } = await patientWithFaces(
      alice,
      [pictureOf(person, random), pictureOf(person, random)],
      { prenom: 'Compte', nom: 'Rendu' },
    );
    const pending = await seedPhoto(testApp, alice.userId, { patient_id: patientId });
    await seedPhoto(testApp, alice.userId, {
      patient_id: patientId,
      media_type: 'video',
      file_type: 'video/mp4',
    });
    await seedPhoto(testApp, alice.userId, { patient_id: patientId, is_deleted: 1, deleted_at: 1 });

    const status = await get(testApp.app, `/api/v1/faces/patients/${patientId}`, alice.cookie);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({
      patient_id: patientId,
      embeddings_count: 2,
      pending_photo_ids: [pending.id],
    });

    const start = events.length;
    const deleted = await send(
      testApp.app,
      'DELETE',
      `/api/v1/faces/patients/${patientId}`,
      alice.cookie,
    );
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, deleted_count: 2 });
    expect(events.slice(start)).toEqual([
      { topic: FACES_CHANGED_TOPIC, ids: expect.arrayContaining(photoIds), userId: alice.userId },
    ]);
    const after = await get(testApp.app, `/api/v1/faces/patients/${patientId}`, alice.cookie);
    expect(after.json().embeddings_count).toBe(0);
    expect([...after.json().pending_photo_ids].sort()).toEqual([...photoIds, pending.id].sort());
    const suggestions = await suggest(alice.cookie, { embedding: pictureOf(person, random) });
    expect(suggestions.map((item) => item.patient_id)).not.toContain(patientId);
    const again = await send(
      testApp.app,
      'DELETE',
      `/api/v1/faces/patients/${patientId}`,
      alice.cookie,
    );
    expect(again.json()).toEqual({ success: true, deleted_count: 0 });
  });

  it('moves the suggestion with the photo when it is assigned, then filed under another patient', async () => {
    const person = randomVector(random);
    const first = await seedPatientRow(testApp, alice.userId, {
      prenom: 'Premier',
      nom: 'Dossier',
    });
    const second = await seedPatientRow(testApp, alice.userId, {
      prenom: 'Second',
      nom: 'Dossier',
    });
    const photo = await seedPhoto(testApp, alice.userId);
    const stored = await store(alice.cookie, embeddingBody(photo.id, pictureOf(person, random)));
    expect(stored.json()).toMatchObject({ patient_id: null, patient_name: '' });
    const query = pictureOf(person, random);
    const best = async () =>
      (await suggest(alice.cookie, { embedding: query })).find(
        (item) => item.reference_photo_id === photo.id,
      )?.patient_id ?? null;
    // An unassigned photo is nobody's reference.
    expect(await best()).toBeNull();

    const assigned = await post(
      testApp.app,
      '/api/v1/photos/assign',
      { patientId: first, photoIds: [photo.id] },
      alice.cookie,
    );
    expect(assigned.statusCode).toBe(200);
    expect(await best()).toBe(first);

    const moved = await send(testApp.app, 'PATCH', `/api/v1/photos/${photo.id}`, alice.cookie, {
      patient_id: second,
    });
    expect(moved.statusCode).toBe(200);
    expect(await best()).toBe(second);
    const faces = await get(testApp.app, `/api/v1/faces/photos/${photo.id}`, alice.cookie);
    expect(faces.json().faces[0]).toMatchObject({
      patient_id: second,
      patient_name: 'Second Dossier',
    });
  });

  it('keeps users apart: suggestions, storing, reading and deleting', async () => {
    const person = randomVector(random);
    const alices = await patientWithFaces(alice, [pictureOf(person, random)], {
      prenom: 'Alice',
      nom: 'Seule',
    });
    const bobs = await patientWithFaces(
      bob,
      [pictureOf(person, random), pictureOf(person, random)],
      {
        prenom: 'Bob',
        nom: 'Seul',
      },
    );
    const query = pictureOf(person, random);
    const forAlice = await suggest(alice.cookie, {
      embedding: query,
      min_confidence: 0,
      max_suggestions: 20,
    });
    expect(forAlice.map((item) => item.patient_id)).toContain(alices.patientId);
    expect(forAlice.map((item) => item.patient_id)).not.toContain(bobs.patientId);
    for (const item of forAlice) expect(bobs.photoIds).not.toContain(item.reference_photo_id);
    const forBob = await suggest(bob.cookie, {
      embedding: query,
      min_confidence: 0,
      max_suggestions: 20,
    });
    expect(forBob.map((item) => item.patient_id)).toEqual([bobs.patientId]);

    const onAlicesPhoto = await store(bob.cookie, embeddingBody(alices.photoIds[0]!, query));
    expect(onAlicesPhoto.statusCode).toBe(404);
    expect(onAlicesPhoto.json().code).toBe('request.not_found');
    const suggestingAlices = await store(
      bob.cookie,
      embeddingBody(bobs.photoIds[0]!, query, { suggested_patient_id: alices.patientId }),
    );
    expect(suggestingAlices.statusCode).toBe(404);
    const read = await get(testApp.app, `/api/v1/faces/photos/${alices.photoIds[0]}`, bob.cookie);
    expect(read.statusCode).toBe(404);
    const status = await get(testApp.app, `/api/v1/faces/patients/${alices.patientId}`, bob.cookie);
    expect(status.statusCode).toBe(404);
    const deleted = await send(
      testApp.app,
      'DELETE',
      `/api/v1/faces/patients/${alices.patientId}`,
      bob.cookie,
    );
    expect(deleted.statusCode).toBe(404);

    const mine = await get(testApp.app, `/api/v1/faces/photos/${alices.photoIds[0]}`, alice.cookie);
    expect(mine.json().faces).toEqual([expect.objectContaining({ patient_id: alices.patientId })]);
    const afterAll = await suggest(alice.cookie, { embedding: query });
    expect(afterAll.map((item) => item.patient_id)).toContain(alices.patientId);
  });

  it('refuses invalid bodies, photos that are not active images, and anonymous calls', async () => {
    const vector = randomVector(random);
    const photo = await seedPhoto(testApp, alice.userId);
    const video = await seedPhoto(testApp, alice.userId, {
      media_type: 'video',
      file_type: 'video/mp4',
    });
    const trashed = await seedPhoto(testApp, alice.userId, { is_deleted: 1, deleted_at: 1 });
    const invalid: Array<Record<string, unknown>> = [
      embeddingBody(photo.id, []),
      embeddingBody(
        photo.id,
        Array.from({ length: 2049 }, () => 0.1),
      ),
      embeddingBody(photo.id, vector, { confidence: 1.5 }),
      embeddingBody(photo.id, vector, { face_region: undefined }),
      embeddingBody(photo.id, vector, { image_width: 0 }),
      { ...embeddingBody(photo.id, vector), embedding: ['a', 'b'] },
    ];
    for (const body of invalid) {
      const response = await store(alice.cookie, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('request.validation_failed');
    }
    for (const body of [
      { embedding: [] },
      { embedding: vector, min_confidence: 101 },
      { embedding: vector, max_suggestions: 0 },
      {},
    ]) {
      const response = await post(testApp.app, '/api/v1/faces/suggestions', body, alice.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('request.validation_failed');
    }
    for (const id of [video.id, trashed.id, 'no-such-photo']) {
      const response = await store(alice.cookie, embeddingBody(id, vector));
      expect(response.statusCode).toBe(404);
    }
    expect((await store('', embeddingBody(photo.id, vector))).statusCode).toBe(401);
    const anonymous = await post(testApp.app, '/api/v1/faces/suggestions', { embedding: vector });
    expect(anonymous.statusCode).toBe(401);
    expect((await get(testApp.app, `/api/v1/faces/photos/${photo.id}`)).statusCode).toBe(401);
  });

  it('leaves no face data behind when the account is deleted', async () => {
    const leaving = await verifiedAccount(testApp.app, testApp.config);
    const person = randomVector(random);
    const { patientId } = await patientWithFaces(leaving, [pictureOf(person, random)], {
      prenom: 'Départ',
      nom: 'Compte',
    });
    await send(testApp.app, 'DELETE', `/api/v1/patients/${patientId}`, leaving.cookie);
    const { db } = testApp.platform.database;
    const faceRows = async () => [
      (
        await db
          .selectFrom('face_embeddings')
          .select('id')
          .where('user_id', '=', leaving.userId)
          .execute()
      ).length,
      (
        await db
          .selectFrom('face_index_versions')
          .select('user_id')
          .where('user_id', '=', leaving.userId)
          .execute()
      ).length,
    ];
    expect(await faceRows()).toEqual([1, 1]);
    const deleted = await post(
      testApp.app,
      '/api/v1/account/delete',
      { password: leaving.password },
      leaving.cookie,
    );
    expect(deleted.statusCode).toBe(204);
    expect(await faceRows()).toEqual([0, 0]);
  });
});
