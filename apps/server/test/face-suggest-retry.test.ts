import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaceIndexCache } from '../src/modules/faces/face-index-cache';
import { FacesRepository } from '../src/modules/faces/repository';
import { FacesService } from '../src/modules/faces/service';
import type { Viewer } from '../src/platform/auth/viewer';
import { post, verifiedAccount, type TestAccount } from './support/accounts';
import { blend, embeddingBody, pictureOf, randomVector, seededRandom } from './support/faces';
import { seedPatientRow, seedPhoto } from './support/photos';
import { startTestApp, type TestApp } from './support/test-app';

// The index scores compact rows and re-scores the few near a cut from their stored vectors
// (decision 0059). A vector deleted between the two steps moved the user's version: the
// suggestion is planned again on the updated index, never answered from a stale one.

let testApp: TestApp;
let alice: TestAccount;
const random = seededRandom(20261128);

beforeAll(async () => {
  testApp = await startTestApp();
  alice = await verifiedAccount(testApp.app, testApp.config);
});

afterAll(async () => {
  await testApp?.close();
});

async function patientWithFace(picture: readonly number[], nom: string): Promise<string> {
  const patientId = await seedPatientRow(testApp, alice.userId, { prenom: 'Face', nom });
  const photo = await seedPhoto(testApp, alice.userId, { patient_id: patientId });
  const stored = await post(
    testApp.app,
    '/api/v1/faces/embeddings',
    embeddingBody(photo.id, picture),
    alice.cookie,
  );
  expect(stored.statusCode).toBe(201);
  return patientId;
}

describe(`a face suggestion on ${process.env.TEST_DB_DIALECT}`, () => {
  it('is planned again when a reference it re-scores is deleted meanwhile', async () => {
    const face = randomVector(random);
    const deletedPatient = await patientWithFace(face, 'Supprimée');
    const keptPatient = await patientWithFace(blend(face, pictureOf(face, random), 0.8), 'Gardée');
    const viewer = { userId: alice.userId } as Viewer;

    let reads = 0;
    const service: FacesService = new FacesService(
      new (class extends FacesRepository {
        override async vectors(userId: string, ids: readonly string[]) {
          reads += 1;
          // Between the plan and the re-score, the best reference goes.
          if (reads === 1) await service.deleteForPatient(viewer, deletedPatient);
          return super.vectors(userId, ids);
        }
      })(testApp.platform.database.db),
      new FaceIndexCache({ maxBytes: 64 * 1024 * 1024, idleMs: 60_000 }),
      testApp.platform.bus,
    );

    const { suggestions } = await service.suggest(viewer, {
      embedding: face,
      min_confidence: 0,
      max_suggestions: 3,
    });
    expect(reads).toBeGreaterThanOrEqual(2);
    expect(suggestions.map((suggestion) => suggestion.patient_id)).toEqual([keptPatient]);
  });
});
