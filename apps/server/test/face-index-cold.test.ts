import { FACE_SERVICE_MIN_CONFIDENCE } from '@photodossier/domain/face-thresholds';
import type { FaceSuggestion } from '@photodossier/domain/face-record';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaceIndex, type FaceReference } from '../src/modules/faces/face-index';
import { encodeVector, newId, nowMs } from '../src/platform/db/portable';
import { post, verifiedAccount, type TestAccount } from './support/accounts';
import { blend, pictureOf, randomVector, seededRandom } from './support/faces';
import { photoRow } from './support/photo-rows';
import { seedPatientRow } from './support/photos';
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

describe(`a cold face index on ${process.env.TEST_DB_DIALECT}`, () => {
  it('read page by page from the database, suggests exactly what a scan of every vector does', async () => {
    expect(references.length).toBeGreaterThan(1000);
    const exact = FaceIndex.build(references);
    let nearThreshold = 0;
    for (let query = 0; query < QUERIES; query += 1) {
      const embedding = pictureOf(people[(query * 23) % people.length]!, random, 0.6);
      const response = await post(
        testApp.app,
        '/api/v1/faces/suggestions',
        { embedding, min_confidence: 50, max_suggestions: 10 },
        account.cookie,
      );
      expect(response.statusCode).toBe(200);
      const served = (response.json() as { suggestions: FaceSuggestion[] }).suggestions;
      const expected = exact.search(embedding, { minConfidence: 50, maxSuggestions: 10 });
      expect(served.map((s) => [s.patient_id, s.confidence_score, s.reference_photo_id])).toEqual(
        expected.map((m) => [m.patientId, m.confidence, m.photoId]),
      );
      nearThreshold += expected.filter(
        (m) => Math.abs(m.confidence - FACE_SERVICE_MIN_CONFIDENCE) <= 10,
      ).length;
    }
    // The families put real competition around the threshold, not only clear answers.
    expect(nearThreshold).toBeGreaterThan(0);
  });
});
