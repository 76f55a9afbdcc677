import { readFile } from 'node:fs/promises';
import wabt from 'wabt';
import { prepareFaceVector } from '@photodossier/domain/face-similarity';
import { describe, expect, it } from 'vitest';
import { FaceIndex, type FaceReference } from '../../src/modules/faces/face-index';
import { VectorMatrix } from '../../src/modules/faces/vector-matrix';

/** The scan the kernel replaces: four running sums by index modulo 4, in doubles. */
function referenceDot(row: Float32Array, query: Float32Array): number {
  const sums = [0, 0, 0, 0];
  for (let index = 0; index < query.length; index += 1) {
    sums[index % 4]! += row[index]! * query[index]!;
  }
  return sums[0]! + sums[1]! + sums[2]! + sums[3]!;
}

// A fixed pseudo-random sequence: failures reproduce.
function randomVectors(count: number, dimension: number, seed: number): Float32Array[] {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648 - 0.5;
  };
  return Array.from({ length: count }, () =>
    prepareFaceVector(Array.from({ length: dimension }, next)),
  );
}

describe('SIMD face scoring kernel', () => {
  it('is the compiled form of dot-kernel.wat', async () => {
    const source = await readFile(
      new URL('../../src/modules/faces/dot-kernel.wat', import.meta.url),
      'utf8',
    );
    const compiled = (await wabt()).parseWat('dot-kernel.wat', source, { simd: true });
    const bytes = Buffer.from(compiled.toBinary({}).buffer).toString('base64');
    const embedded = await readFile(
      new URL('../../src/modules/faces/vector-matrix.ts', import.meta.url),
      'utf8',
    );
    expect(embedded).toContain(`'${bytes}'`);
  });

  it('scores each row within its bound of the JavaScript scan, for even and odd row counts and after growing', () => {
    const dimension = 1024;
    const rows = randomVectors(257, dimension, 7);
    const [query] = randomVectors(1, dimension, 99);
    const matrix = new VectorMatrix(dimension, 4);
    rows.forEach((row, index) => {
      matrix.ensureCapacity(index + 1);
      matrix.write(index, row, true);
    });
    for (const count of [1, 2, 256, 257]) {
      const { dots, bounds } = matrix.score(query!, count);
      expect(dots.length).toBe(count);
      for (let index = 0; index < count; index += 1) {
        const exact = referenceDot(rows[index]!, query!);
        expect(Math.abs(dots[index]! - exact)).toBeLessThanOrEqual(bounds[index]!);
        // 16-bit steps of the largest value: the bound stays near 1e-4, never near a score's step.
        expect(bounds[index]!).toBeLessThan(2e-4);
      }
    }
  });

  it('bounds rows that are not unit length, zero rows and rows of NaN', () => {
    const dimension = 16;
    const matrix = new VectorMatrix(dimension, 4);
    const [query] = randomVectors(1, dimension, 5);
    const big = Float32Array.from({ length: dimension }, (_, index) => (index - 7) * 1e3);
    const rows = [big, new Float32Array(dimension), new Float32Array(dimension).fill(Number.NaN)];
    rows.forEach((row, index) => matrix.write(index, row, true));
    const { dots, bounds } = matrix.score(query!, rows.length);
    expect(Math.abs(dots[0]! - referenceDot(big, query!))).toBeLessThanOrEqual(bounds[0]!);
    expect([dots[1], dots[2]]).toEqual([0, 0]);
  });

  it('leaves lengths that are not a multiple of eight to the JavaScript scan', () => {
    expect(VectorMatrix.supports(1024)).toBe(true);
    expect(VectorMatrix.supports(3)).toBe(false);
    expect(VectorMatrix.supports(12)).toBe(false);
    const references: FaceReference[] = [
      { embeddingId: 'e1', photoId: 'p1', patientId: 'a', vector: [1, 0, 0], region: null },
      { embeddingId: 'e2', photoId: 'p2', patientId: 'b', vector: [0, 1, 0], region: null },
    ];
    const [best] = FaceIndex.build(references).search([0.9, 0.1, 0], {
      minConfidence: 0,
      maxSuggestions: 1,
    });
    expect(best?.patientId).toBe('a');
  });

  it('ranks patients exactly as the JavaScript scan does', () => {
    const dimension = 1024;
    const vectors = randomVectors(600, dimension, 3);
    const references: FaceReference[] = vectors.map((vector, index) => ({
      embeddingId: `e${index}`,
      photoId: `p${index}`,
      patientId: `patient-${index % 40}`,
      vector,
      prepared: true,
      region: null,
    }));
    // The query sits near one stored face, so a patient stands out as on a real photo.
    const query = vectors[123]!.map((value, index) => value + (index % 7 === 0 ? 0.01 : 0));
    const matches = FaceIndex.build(references).search(query, {
      minConfidence: 0,
      maxSuggestions: 40,
    });
    const prepared = prepareFaceVector(query);
    const expected = new Map<string, { dot: number; photoId: string }>();
    references.forEach((reference, index) => {
      const dot = referenceDot(vectors[index]!, prepared);
      const best = expected.get(reference.patientId);
      if (!best || dot > best.dot)
        expected.set(reference.patientId, { dot, photoId: reference.photoId });
    });
    expect(matches[0]).toMatchObject({ patientId: 'patient-3', photoId: 'p123' });
    for (const match of matches) {
      expect(match.photoId).toBe(expected.get(match.patientId)?.photoId);
    }
  });
});
