import { FACE_SERVICE_MIN_CONFIDENCE } from '@photodossier/domain/face-thresholds';
import type { FaceSuggestion } from '@photodossier/domain/face-record';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaceIndex, type FaceReference } from '../src/modules/faces/face-index';
import { encodeVector, newId, nowMs } from '../src/platform/db/portable';
import { post, send, verifiedAccount, type TestAccount } from './support/accounts';
import {
  blend,
  embeddingBody,
  pictureOf,
  randomVector,
  SAMPLE_REGION,
  seededRandom,
} from './support/faces';
import { photoRow } from './support/photo-rows';
import { seedPatientRow, seedPhoto } from './support/photos';
import { startTestApp, type TestApp } from './support/test-app';

// More references than one page of the whole-user vector scan (1,000 rows), in families of
// look-alike people so that many scores fall near the thresholds.
const FAMILIES = 60;
const PEOPLE_PER_FAMILY = 5;
const PICTURES_PER_PERSON = 4;
const DIMENSION = 1024;
const QUERIES = 12;

let testApp: TestApp;
let account: TestAccount;
const references: FaceReference[] = [];
const people: number[][] = [];
const random = seededRandom(20261125);

async function seed(): Promise<void> {
  const { db } = testApp.platform.database;
  for (let family = 0; family < FAMILIES; family += 1) {
    const ancestor = randomVector(random, DIMENSION);
    for (let member = 0; member < PEOPLE_PER_FAMILY; member += 1) {
      // Relatives share 60 % to 75 % of their face: cosines around the 0.64 threshold.
      const person = blend(ancestor, randomVector(random, DIMENSION), 0.6 + 0.03 * member);
      people.push(person);
      const patientId = await seedPatientRow(testApp, account.userId, {
        prenom: `Personne ${people.length}`,
      });
      const rows = Array.from({ length: PICTURES_PER_PERSON }, (_, picture) => {
        const photo = photoRow(account.userId, nowMs() - references.length * 1000 - picture, {
          patient_id: patientId,
        });
        const vector = Float32Array.from(pictureOf(person, random, 0.6));
        const embeddingId = newId();
        references.push({ embeddingId, photoId: photo.id, patientId, vector, region: null });
        return { photo, vector, embeddingId, patientId };
      });
      await db
        .insertInto('photos')
        .values(rows.map(({ photo }) => photo))
        .execute();
      await db
        .insertInto('face_embeddings')
        .values(
          rows.map(({ photo, vector, embeddingId, patientId: patient }) => ({
            id: embeddingId,
            user_id: account.userId,
            patient_id: patient,
            photo_id: photo.id,
            embedding: encodeVector(vector),
            patient_name: '',
            created_at: nowMs(),
            model_used: 'FaceRes',
            confidence: 0.9,
            model_version: '3.3.6',
            library: '@vladmandic/human',
            suggested_patient_id: null,
          })),
        )
        .execute();
    }
  }
}

beforeAll(async () => {
  testApp = await startTestApp();
  account = await verifiedAccount(testApp.app, testApp.config);
  await seed();
});

afterAll(async () => {
  await testApp?.close();
});

/** Served suggestions for pictures of these people against an exact build of `references`. */
async function expectExact(queried: readonly number[]): Promise<number> {
  const exact = FaceIndex.build(references);
  let nearThreshold = 0;
  for (const person of queried) {
    const embedding = pictureOf(people[person]!, random, 0.6);
    const response = await post(
      testApp.app,
      '/api/v1/faces/suggestions',
      { embedding, min_confidence: FACE_SERVICE_MIN_CONFIDENCE, max_suggestions: 10 },
      account.cookie,
    );
    expect(response.statusCode).toBe(200);
    const served = (response.json() as { suggestions: FaceSuggestion[] }).suggestions;
    const expected = exact.search(embedding, {
      minConfidence: FACE_SERVICE_MIN_CONFIDENCE,
      maxSuggestions: 10,
    });
    expect(served.map((s) => [s.patient_id, s.confidence_score, s.reference_photo_id])).toEqual(
      expected.map((m) => [m.patientId, m.confidence, m.photoId]),
    );
    nearThreshold += expected.filter(
      (m) => Math.abs(m.confidence - FACE_SERVICE_MIN_CONFIDENCE) <= 10,
    ).length;
  }
  return nearThreshold;
}

/** The patient of person `person` (references are seeded person by person). */
const patientOf = (person: number) => references[person * PICTURES_PER_PERSON]!.patientId;

async function storeEmbedding(photoId: string, vector: number[]): Promise<string> {
  const response = await post(
    testApp.app,
    '/api/v1/faces/embeddings',
    embeddingBody(photoId, vector),
    account.cookie,
  );
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: string }).id;
}

describe(`a cold face index on ${process.env.TEST_DB_DIALECT}`, () => {
  it('read page by page from the database, suggests exactly what a scan of every vector does', async () => {
    expect(references.length).toBeGreaterThan(1000);
    const queried = Array.from({ length: QUERIES }, (_, query) => (query * 23) % people.length);
    // The families put real competition around the threshold, not only clear answers.
    expect(await expectExact(queried)).toBeGreaterThan(0);
  });

  it('after stores updated it in place, suggests exactly what a build of the same rows does', async () => {
    const touched = [3, 4, 150, 151];
    for (const person of touched) {
      // A new photo of the person, and another picture stored again over an existing photo.
      const photo = await seedPhoto(testApp, account.userId, { patient_id: patientOf(person) });
      const vector = pictureOf(people[person]!, random, 0.6);
      const embeddingId = await storeEmbedding(photo.id, vector);
      references.push({
        embeddingId,
        photoId: photo.id,
        patientId: patientOf(person),
        vector: Float32Array.from(vector),
        region: SAMPLE_REGION,
      });
      const replaced = references.findIndex((item) => item.patientId === patientOf(person));
      const again = pictureOf(people[person]!, random, 0.6);
      const previous = references[replaced]!;
      references[replaced] = {
        ...previous,
        embeddingId: await storeEmbedding(previous.photoId, again),
        vector: Float32Array.from(again),
        region: SAMPLE_REGION,
      };
    }
    await expectExact([...touched, 0, 100, 200]);
  });

  it('after those stores, stops suggesting a patient in the trash and one whose embeddings are deleted', async () => {
    const trashed = patientOf(4);
    const cleared = patientOf(151);
    const inTrash = await send(
      testApp.app,
      'DELETE',
      `/api/v1/patients/${trashed}`,
      account.cookie,
    );
    expect(inTrash.statusCode).toBe(204);
    const deleted = await send(
      testApp.app,
      'DELETE',
      `/api/v1/faces/patients/${cleared}`,
      account.cookie,
    );
    expect(deleted.statusCode).toBe(200);
    references.splice(
      0,
      references.length,
      ...references.filter((item) => item.patientId !== trashed && item.patientId !== cleared),
    );
    await expectExact([3, 4, 150, 151, 5]);
  });
});
