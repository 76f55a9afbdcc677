import type { FaceRegion } from '@photodossier/domain/face-record';
import { calibratedScore, prepareFaceVector } from '@photodossier/domain/face-similarity';
import { similarityToConfidence } from '@photodossier/domain/face-suggestions';
import { describe, expect, it } from 'vitest';
import {
  FaceIndex,
  type FaceMatch,
  type FaceReference,
  type FaceSearchOptions,
} from '../../src/modules/faces/face-index';
import { pictureOf, randomVector, seededRandom } from '../support/faces';

// The compact index (16-bit rows, decision 0059) against the scan it replaces, written out
// here independently: float32 prepared vectors, four running sums by index modulo 4 in doubles,
// each patient's first best row, the rounded threshold, best first and ties by patient id.

const DIMENSION = 1024;

function exactDot(row: Float32Array, query: Float32Array): number {
  const sums = [0, 0, 0, 0];
  for (let index = 0; index < query.length; index += 1) {
    sums[index % 4]! += row[index]! * query[index]!;
  }
  return sums[0]! + sums[1]! + sums[2]! + sums[3]!;
}

function exactScan(
  references: readonly FaceReference[],
  embedding: readonly number[],
  options: FaceSearchOptions,
): FaceMatch[] {
  const query = prepareFaceVector(embedding);
  const best = new Map<string, { similarity: number; reference: FaceReference }>();
  for (const reference of references) {
    if (reference.vector.length !== query.length) continue;
    if (reference.photoId === options.excludePhotoId) continue;
    const similarity = calibratedScore(exactDot(prepareFaceVector(reference.vector), query));
    const held = best.get(reference.patientId);
    if (!held || similarity > held.similarity)
      best.set(reference.patientId, { similarity, reference });
  }
  return [...best.values()]
    .map(({ similarity, reference }) => ({
      patientId: reference.patientId,
      similarity,
      confidence: similarityToConfidence(similarity),
      photoId: reference.photoId,
      region: reference.region,
    }))
    .filter((match) => match.confidence >= options.minConfidence)
    .sort(
      (left, right) =>
        right.similarity - left.similarity || left.patientId.localeCompare(right.patientId),
    )
    .slice(0, options.maxSuggestions);
}

const unit = (vector: readonly number[]) => Array.from(prepareFaceVector(vector));

/** A raw vector whose cosine with the unit `direction` is `cosine`, the rest along `other`. */
function atCosine(direction: readonly number[], other: readonly number[], cosine: number) {
  const dot = other.reduce((sum, value, index) => sum + value * direction[index]!, 0);
  const orthogonal = unit(other.map((value, index) => value - dot * direction[index]!));
  const rest = Math.sqrt(1 - cosine * cosine);
  return direction.map((value, index) => cosine * value + rest * orthogonal[index]!);
}

/** Cosine at which the rounded confidence turns from 64 to 65 (calibration 0.645). */
const THRESHOLD_COSINE = 0.5 + (0.145 / 0.15) * 0.14;

function region(row: number): FaceRegion {
  return { x: row, y: 1, w: 2, h: 3 };
}

/**
 * References around one query: ordinary people, rows straddling the threshold and a top cut by
 * less than the compact bound, exact ties within and across patients, copies of the query
 * (cosine 1 and beyond by a rounding), its opposite and zero vectors (calibrated 0).
 */
function adversarialCase(seed: number): { references: FaceReference[]; query: number[] } {
  const random = seededRandom(seed);
  const query = randomVector(random, DIMENSION);
  const direction = unit(query);
  const references: FaceReference[] = [];
  const add = (patient: string, vector: readonly number[]) => {
    const row = references.length;
    references.push({
      embeddingId: `e${row}`,
      photoId: `photo-${row}`,
      patientId: patient,
      vector: Float32Array.from(vector),
      region: region(row),
    });
  };
  for (let person = 0; person < 30; person += 1) {
    const base = randomVector(random, DIMENSION);
    for (let shot = 0; shot < 3; shot += 1) add(`person-${person}`, pictureOf(base, random));
  }
  for (let step = -40; step <= 40; step += 1) {
    add(
      `threshold-${step % 7}`,
      atCosine(direction, randomVector(random, DIMENSION), THRESHOLD_COSINE + step * 1e-6),
    );
  }
  for (let step = 0; step < 12; step += 1) {
    add(
      `near-tie-${step}`,
      atCosine(direction, randomVector(random, DIMENSION), 0.8 + (step % 4) * 1e-7),
    );
  }
  const twin = atCosine(direction, randomVector(random, DIMENSION), 0.75);
  for (const patient of ['twin-b', 'twin-a', 'twin-a', 'twin-c']) add(patient, twin);
  for (const patient of ['self-b', 'self-a', 'self-a']) add(patient, query);
  add(
    'self-a',
    query.map((value) => value * 3),
  );
  add(
    'opposite',
    query.map((value) => -value),
  );
  add('opposite', new Array<number>(DIMENSION).fill(0));
  add('zero', new Array<number>(DIMENSION).fill(0));
  // Rows in random order, so the first best row is not always the first added.
  for (let index = references.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [references[index], references[other]] = [references[other]!, references[index]!];
  }
  return { references, query };
}

const OPTIONS: FaceSearchOptions[] = [
  { minConfidence: 0, maxSuggestions: 20 },
  { minConfidence: 50, maxSuggestions: 10 },
  { minConfidence: 65, maxSuggestions: 3 },
  { minConfidence: 65, maxSuggestions: 1 },
  { minConfidence: 70, maxSuggestions: 5 },
  { minConfidence: 80, maxSuggestions: 2 },
  { minConfidence: 100, maxSuggestions: 3 },
];

describe('the compact face index', () => {
  it('answers exactly as the float32 scan, scores included, on adversarial references', () => {
    for (const seed of [1, 2, 3]) {
      const { references, query } = adversarialCase(seed);
      const index = FaceIndex.build(references);
      const excluded = references.find((item) => item.patientId === 'self-a')!.photoId;
      for (const options of OPTIONS) {
        for (const excludePhotoId of [undefined, excluded]) {
          const search = { ...options, excludePhotoId };
          expect(index.search(query, search)).toEqual(exactScan(references, query, search));
        }
      }
      // The threshold rows are answered exactly, yet most rows never need their float32 vector.
      const plan = index.plan(query, { minConfidence: 65, maxSuggestions: 3 });
      expect(plan.vectorsNeeded.length).toBeLessThan(references.length / 4);
    }
  });

  it('finishes from stored vectors read by id, as the server does, and asks again for a missing one', () => {
    const { references, query } = adversarialCase(4);
    const index = new FaceIndex(references.length);
    for (const reference of references) index.add(reference, reference.vector, false);
    const stored = new Map(references.map((item) => [item.embeddingId, item.vector]));
    for (const options of OPTIONS) {
      const plan = index.plan(query, options);
      const read = new Map(plan.vectorsNeeded.map((id) => [id, stored.get(id)!]));
      expect(plan.finish(read)).toEqual(exactScan(references, query, options));
    }
    const plan = index.plan(query, { minConfidence: 0, maxSuggestions: 20 });
    expect(plan.vectorsNeeded.length).toBeGreaterThan(0);
    expect(plan.finish(new Map())).toBeNull();
    expect(() => index.search(query, { minConfidence: 0, maxSuggestions: 20 })).toThrow();
  });

  it('answers exactly as the float32 scan on random people, needing few vectors', () => {
    const random = seededRandom(77);
    const people = Array.from({ length: 200 }, () => randomVector(random, DIMENSION));
    const references: FaceReference[] = people.flatMap((person, patient) =>
      [0, 1, 2, 3, 4].map((shot) => ({
        embeddingId: `e-${patient}-${shot}`,
        photoId: `photo-${patient}-${shot}`,
        patientId: `patient-${patient}`,
        vector: Float32Array.from(pictureOf(person, random, 0.6)),
        region: null,
      })),
    );
    const index = FaceIndex.build(references);
    let needed = 0;
    for (let query = 0; query < 20; query += 1) {
      const embedding = pictureOf(people[Math.floor(random() * people.length)]!, random, 0.6);
      for (const options of OPTIONS) {
        expect(index.search(embedding, options)).toEqual(exactScan(references, embedding, options));
      }
      needed += index.plan(embedding, { minConfidence: 65, maxSuggestions: 3 }).vectorsNeeded
        .length;
    }
    // About the one best picture of the person asked about, per search.
    expect(needed).toBeLessThanOrEqual(40);
  });

  it('calibrates monotonically beyond 1e-9, across the anchors, as the pruning assumes', () => {
    for (const anchor of [0, 0.5, 0.64, 0.68, 1]) {
      for (let step = -2000; step <= 2000; step += 1) {
        const x = anchor + step * 1e-12;
        expect(calibratedScore(x)).toBeLessThanOrEqual(calibratedScore(x + 1e-9));
      }
    }
  });
});
