import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { cosineSimilarity, faceSimilarity } from '@photodossier/domain/face-similarity';
import { FACE_MIN_SIMILARITY } from '@photodossier/domain/face-thresholds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facesDirectory as facesDirectoryOf } from '@/test/testdata';
import {
  evaluateRecognition,
  formatEvaluation,
  missedGoals,
  type PersonEmbeddings,
} from '../../../../../bench/face-evaluation';
import { faceEmbeddingLength, tfjsWasmFiles } from './human-config';
import {
  openNodeFaceDescriber,
  tfjsWasmDirectory,
  type NodeFaceDescriber,
} from './node-face-describer';

// Decision 0016: the browser's pipeline (Human on wasm, mirror-averaged embeddings) on every
// photo of testdata/faces, scored by the server's index at the service's defaults, against the
// recognition goals; the same evaluation as npm run face:eval. Goals, not counts of this set.

const facesDirectory = facesDirectoryOf();

/**
 * The photos as taken, and with a black border: the border moves BlazeFace's crop, a shift of
 * the kind real photos bring, so the operating point is not fitted to one exact set of crops.
 */
const framings = [
  { name: 'as taken', border: 0 },
  { name: 'with a 40 px border', border: 40 },
] as const;

describe('face recognition on testdata/faces (Human, wasm, Node)', () => {
  let describer: NodeFaceDescriber | undefined;

  function loaded(): NodeFaceDescriber {
    if (!describer) throw new Error('Human did not load');
    return describer;
  }

  beforeAll(async () => {
    describer = await openNodeFaceDescriber();
  });

  afterAll(async () => {
    await describer?.close();
  });

  it('runs on the wasm backend with only the shipped models and wasm files', () => {
    expect(loaded().human.tf.getBackend()).toBe('wasm');
    expect(loaded().unexpectedModelRequests).toEqual([]);
    for (const file of tfjsWasmFiles) {
      expect(existsSync(join(tfjsWasmDirectory(), file))).toBe(true);
    }
  });

  describe.each(framings)('photos $name', (framing) => {
    const people: PersonEmbeddings[] = [];

    beforeAll(async () => {
      const timings: number[] = [];
      for (const person of readdirSync(facesDirectory).sort()) {
        const embeddings: Array<number[] | null> = [];
        for (const file of readdirSync(join(facesDirectory, person)).sort()) {
          const photo = await loaded().describe(join(facesDirectory, person, file), framing.border);
          embeddings.push(photo.embedding);
          timings.push(photo.milliseconds);
        }
        people.push({ person, embeddings });
      }
      const later = timings.slice(1).sort((a, b) => a - b);
      console.info(
        `Human (BlazeFace + FaceRes twice, mirror-averaged, wasm, Node), photos ${framing.name}: ` +
          `first ${Math.round(timings[0] ?? 0)} ms, then median ` +
          `${Math.round(later[Math.floor(later.length / 2)] ?? 0)} ms per photo`,
      );
    });

    it('finds a face of FaceRes length in nearly every photo', () => {
      const all = people.flatMap((person) => person.embeddings);
      const found = all.filter((embedding) => embedding !== null);
      expect(found.length / all.length).toBeGreaterThanOrEqual(0.9);
      for (const embedding of found) expect(embedding).toHaveLength(faceEmbeddingLength);
    });

    it('meets the recognition goals: rank-1, true accepts with 1 and 4 photos, no strangers', () => {
      const rows = evaluateRecognition(people);
      console.info(`Photos ${framing.name}:\n  ${formatEvaluation(rows).join('\n  ')}`);
      expect(rows.every((row) => row.genuineProbes > 0 && row.strangerProbes > 0)).toBe(true);
      expect(missedGoals(rows)).toEqual([]);
    });

    it('accepts more true matches at 0.65 than plain cosine would, and no more strangers', () => {
      const pairs = people.flatMap((person) =>
        people.flatMap((other) =>
          person.embeddings.flatMap((a, i) =>
            other.embeddings.flatMap((b, j) =>
              a && b && (person !== other || i < j) ? [{ same: person === other, a, b }] : [],
            ),
          ),
        ),
      );
      const rate = (
        same: boolean,
        score: (a: readonly number[], b: readonly number[]) => number,
      ) => {
        const chosen = pairs.filter((pair) => pair.same === same);
        return (
          chosen.filter((pair) => score(pair.a, pair.b) >= FACE_MIN_SIMILARITY).length /
          chosen.length
        );
      };
      expect(rate(true, faceSimilarity)).toBeGreaterThan(rate(true, cosineSimilarity));
      expect(rate(false, faceSimilarity)).toBeLessThanOrEqual(
        Math.max(rate(false, cosineSimilarity), 0.01),
      );
    });
  });
});
