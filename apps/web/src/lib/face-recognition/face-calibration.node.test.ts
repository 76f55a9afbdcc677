import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { cosineSimilarity, faceSimilarity } from '@photodossier/domain/face-similarity';
import { similarityToConfidence } from '@photodossier/domain/face-suggestions';
import {
  FACE_BEST_SUGGESTION_MIN_CONFIDENCE,
  FACE_MIN_SIMILARITY,
  FACE_PATIENT_GROUP_MIN_CONFIDENCE,
  FACE_SERVICE_MIN_CONFIDENCE,
} from '@photodossier/domain/face-thresholds';
import type * as HumanLibrary from '@vladmandic/human';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facesDirectory as facesDirectoryOf } from '@/test/testdata';
import {
  faceEmbeddingLength,
  faceHumanConfig,
  faceModelFiles,
  tfjsWasmFiles,
} from './human-config';

// Decision 0016: Human (wasm backend, the browser's config) on every photo of testdata/faces,
// scored with the domain's faceSimilarity exactly as the server index scores.

const facesDirectory = facesDirectoryOf();
const requireFromHere = createRequire(import.meta.url);

interface TestPhoto {
  readonly person: string;
  readonly file: string;
  readonly embedding: readonly number[] | null;
  readonly milliseconds: number;
}

interface EmbeddedPhoto extends TestPhoto {
  readonly embedding: readonly number[];
}

type Similarity = (a: readonly number[], b: readonly number[]) => number;

function listTestPhotos(): Array<{ person: string; file: string }> {
  return readdirSync(facesDirectory)
    .sort()
    .flatMap((person) =>
      readdirSync(join(facesDirectory, person))
        .sort()
        .map((file) => ({ person, file })),
    );
}

/** Serves only the model files the build ships, so a missing one fails here as in the app. */
async function serveModels(modelsDirectory: string, unexpected: string[]): Promise<Server> {
  const shipped = new Set<string>(faceModelFiles);
  const server = createServer((request, response) => {
    const name = (request.url ?? '').replace(/^\/models\//, '');
    if (!shipped.has(name)) {
      unexpected.push(request.url ?? '');
      response.statusCode = 404;
      response.end();
      return;
    }
    response.end(readFileSync(join(modelsDirectory, name)));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return server;
}

/** The wasm build; the package's exports map hides it, the file sits beside the Node entry. */
function loadHumanWasmBuild(): typeof HumanLibrary {
  const nodeEntry = requireFromHere.resolve('@vladmandic/human');
  try {
    return requireFromHere(join(dirname(nodeEntry), 'human.node-wasm.js')) as typeof HumanLibrary;
  } catch (error) {
    throw new Error(
      "Human's Node wasm build needs @tensorflow/tfjs-core, -converter and -backend-wasm 4.22.0 installed",
      { cause: error },
    );
  }
}

function wasmDirectory(): string {
  return dirname(requireFromHere.resolve('@tensorflow/tfjs-backend-wasm'));
}

async function embedPhoto(
  human: HumanLibrary.Human,
  person: string,
  file: string,
  border: number,
): Promise<TestPhoto> {
  const { data, info } = await sharp(join(facesDirectory, person, file))
    .removeAlpha()
    .extend({ top: border, bottom: border, left: border, right: border, background: 'black' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = human.tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32');
  const started = performance.now();
  const result = await human.detect(pixels);
  const milliseconds = performance.now() - started;
  human.tf.dispose(pixels);
  if (result.error) throw new Error(`Human failed on ${person}/${file}: ${result.error}`);
  return { person, file, embedding: result.face[0]?.embedding ?? null, milliseconds };
}

/** Best score per enrolled person for a query, as the server keeps the best reference. */
function bestPerPerson(
  query: EmbeddedPhoto,
  references: readonly EmbeddedPhoto[],
  similarity: Similarity,
): Map<string, number> {
  const best = new Map<string, number>();
  for (const reference of references) {
    if (reference === query) continue;
    const score = similarity(query.embedding, reference.embedding);
    best.set(reference.person, Math.max(best.get(reference.person) ?? -Infinity, score));
  }
  return best;
}

interface Scores {
  /** Each photo against the others of its person, best reference kept. */
  readonly genuine: number[];
  /** Each photo against every other person, best reference kept. */
  readonly impostor: number[];
  readonly genuinePairs: number[];
  readonly impostorPairs: number[];
}

function collectScores(photos: readonly EmbeddedPhoto[], similarity: Similarity): Scores {
  const scores: Scores = { genuine: [], impostor: [], genuinePairs: [], impostorPairs: [] };
  photos.forEach((query, index) => {
    for (const [person, score] of bestPerPerson(query, photos, similarity)) {
      (person === query.person ? scores.genuine : scores.impostor).push(score);
    }
    for (const other of photos.slice(index + 1)) {
      const score = similarity(query.embedding, other.embedding);
      (other.person === query.person ? scores.genuinePairs : scores.impostorPairs).push(score);
    }
  });
  return scores;
}

function rateAtLeast(values: readonly number[], threshold: number): number {
  return values.filter((value) => value >= threshold).length / values.length;
}

function accepted(similarity: number): boolean {
  // The server compares the rounded percentage, so 0.645 already counts as 65.
  return similarityToConfidence(similarity) >= FACE_SERVICE_MIN_CONFIDENCE;
}

/**
 * The photos as taken, and with a black border: the border moves BlazeFace's crop, a shift of
 * the kind real photos bring, so the operating point is not fitted to one exact set of crops.
 */
const framings = [
  { name: 'as taken', border: 0, undetected: ['leonard5.png'], trueBestMatches: 23 },
  { name: 'with a 40 px border', border: 40, undetected: [], trueBestMatches: 24 },
] as const;

describe('face similarity calibrated on testdata/faces (Human, wasm, Node)', () => {
  let server: Server | undefined;
  const unexpectedModelRequests: string[] = [];
  let human: HumanLibrary.Human | undefined;

  function loadedHuman(): HumanLibrary.Human {
    if (!human) throw new Error('Human did not load');
    return human;
  }

  beforeAll(async () => {
    const { Human } = loadHumanWasmBuild();
    const humanEntry = requireFromHere.resolve('@vladmandic/human');
    server = await serveModels(resolve(dirname(humanEntry), '../models'), unexpectedModelRequests);
    const { port } = server.address() as AddressInfo;
    human = new Human(
      faceHumanConfig({
        backend: 'wasm',
        modelBasePath: `http://127.0.0.1:${port}/models/`,
        wasmPath: `${wasmDirectory()}/`,
        maxDetected: 1,
        cacheModels: false,
      }),
    );
    await human.load();
  });

  afterAll(async () => {
    await new Promise((closed) => (server ? server.close(closed) : closed(undefined)));
  });

  it('runs on the wasm backend with only the shipped models and wasm files', () => {
    expect(loadedHuman().tf.getBackend()).toBe('wasm');
    expect(unexpectedModelRequests).toEqual([]);
    for (const file of tfjsWasmFiles) expect(existsSync(join(wasmDirectory(), file))).toBe(true);
  });

  describe.each(framings)('photos $name', (framing) => {
    let photos: TestPhoto[] = [];
    let embedded: EmbeddedPhoto[] = [];

    beforeAll(async () => {
      photos = [];
      for (const { person, file } of listTestPhotos()) {
        photos.push(await embedPhoto(loadedHuman(), person, file, framing.border));
      }
      embedded = photos.filter((photo): photo is EmbeddedPhoto => photo.embedding !== null);
      const timings = photos.slice(1).map((photo) => photo.milliseconds);
      timings.sort((a, b) => a - b);
      console.info(
        `Human (BlazeFace + FaceRes, wasm, Node), photos ${framing.name}: first ` +
          `${Math.round(photos[0]?.milliseconds ?? 0)} ms, then median ` +
          `${Math.round(timings[Math.floor(timings.length / 2)] ?? 0)} ms, max ` +
          `${Math.round(timings.at(-1) ?? 0)} ms per photo`,
      );
    });

    it('finds one face of FaceRes length in every photo BlazeFace can see whole', () => {
      expect(photos).toHaveLength(25);
      // As taken, leonard5's face runs off the frame and scores under the spec's 0.5.
      const undetected = photos.filter((photo) => photo.embedding === null);
      expect(undetected.map((photo) => photo.file)).toEqual(framing.undetected);
      for (const photo of embedded) expect(photo.embedding).toHaveLength(faceEmbeddingLength);
    });

    it('identifies every photo: its most similar other photo is of the same person', () => {
      const misidentified = embedded.filter((query) => {
        const ranked = [...bestPerPerson(query, embedded, faceSimilarity)].sort(
          (left, right) => right[1] - left[1],
        );
        return ranked[0]?.[0] !== query.person;
      });
      expect(misidentified.map((photo) => photo.file)).toEqual([]);
    });

    it('accepts at least 90% of true matches and at most 1% of strangers at 0.65', () => {
      const scores = collectScores(embedded, faceSimilarity);
      const trueAccepts = scores.genuine.filter((score) => score >= FACE_MIN_SIMILARITY).length;
      const falseAccept = scores.impostor.filter(accepted).length / scores.impostor.length;
      const pairTrueAccept = rateAtLeast(scores.genuinePairs, FACE_MIN_SIMILARITY);
      const pairFalseAccept =
        scores.impostorPairs.filter(accepted).length / scores.impostorPairs.length;
      console.info(
        `Photos ${framing.name} at 0.65, best reference per person: TAR ` +
          `${trueAccepts}/${scores.genuine.length}, FAR ${falseAccept.toFixed(3)} of ` +
          `${scores.impostor.length}; single pairs: TAR ${pairTrueAccept.toFixed(3)}, FAR ` +
          `${pairFalseAccept.toFixed(3)} of ${scores.impostorPairs.length}`,
      );
      // Measured: as taken 23/24 and 0/96 (pairs 32/46, 0/230); bordered 24/25 and 0/100.
      expect(trueAccepts).toBe(framing.trueBestMatches);
      expect(trueAccepts / scores.genuine.length).toBeGreaterThanOrEqual(0.9);
      expect(falseAccept).toBeLessThanOrEqual(0.01);
      expect(pairFalseAccept).toBeLessThanOrEqual(0.01);
      // 0.70 still keeps most true matches; 0.50 keeps them all.
      expect(
        rateAtLeast(scores.genuine, FACE_BEST_SUGGESTION_MIN_CONFIDENCE / 100),
      ).toBeGreaterThan(0.85);
      expect(rateAtLeast(scores.genuine, FACE_PATIENT_GROUP_MIN_CONFIDENCE / 100)).toBe(1);
    });

    it('suggests nobody at 0.65 for a person who is not enrolled', () => {
      const people = [...new Set(embedded.map((photo) => photo.person))];
      expect(people).toHaveLength(5);
      const suggestions: string[] = [];
      for (const absent of people) {
        const enrolled = embedded.filter((photo) => photo.person !== absent);
        for (const query of embedded.filter((photo) => photo.person === absent)) {
          for (const [person, score] of bestPerPerson(query, enrolled, faceSimilarity)) {
            if (accepted(score)) suggestions.push(`${query.file} -> ${person} ${score.toFixed(3)}`);
          }
        }
      }
      expect(suggestions).toEqual([]);
    });

    // Why the calibration exists; FACE_CALIBRATION_REPORT=1 also prints the tables of decision
    // 0016 for re-calibration.
    it('accepts more true matches at 0.65 than plain cosine, and no more strangers', () => {
      const centredOnItself = (vector: readonly number[]): number[] => {
        const mean = vector.reduce((sum, value) => sum + value, 0) / vector.length;
        return vector.map((value) => value - mean);
      };
      const candidates: Record<string, Similarity> = {
        cosine: cosineSimilarity,
        'cosine, self-centred': (a, b) => cosineSimilarity(centredOnItself(a), centredOnItself(b)),
        'cosine of square roots': (a, b) => cosineSimilarity(a.map(Math.sqrt), b.map(Math.sqrt)),
        'human.match.similarity': (a, b) => loadedHuman().match.similarity([...a], [...b]),
        calibrated: faceSimilarity,
      };
      const report = process.env.FACE_CALIBRATION_REPORT === '1';
      for (const [name, similarity] of Object.entries(candidates)) {
        if (!report) continue;
        const scores = collectScores(embedded, similarity);
        const rows = [0.4, 0.45, 0.5, 0.55, 0.6, 0.635, 0.65, 0.675, 0.7, 0.75].map(
          (threshold) =>
            `${threshold.toFixed(3)}: pairs ${rateAtLeast(scores.genuinePairs, threshold).toFixed(3)}` +
            `/${rateAtLeast(scores.impostorPairs, threshold).toFixed(3)}, best ` +
            `${rateAtLeast(scores.genuine, threshold).toFixed(3)}/` +
            `${rateAtLeast(scores.impostor, threshold).toFixed(3)}`,
        );
        console.info(
          `${name}, photos ${framing.name} (TAR/FAR): lowest true best ` +
            `${Math.min(...scores.genuine).toFixed(3)}, highest stranger ` +
            `${Math.max(...scores.impostor).toFixed(3)}\n  ${rows.join('\n  ')}`,
        );
      }
      const cosine = collectScores(embedded, cosineSimilarity);
      const calibrated = collectScores(embedded, faceSimilarity);
      expect(rateAtLeast(calibrated.genuine, FACE_MIN_SIMILARITY)).toBeGreaterThan(
        rateAtLeast(cosine.genuine, FACE_MIN_SIMILARITY),
      );
      expect(rateAtLeast(calibrated.impostor, FACE_MIN_SIMILARITY)).toBeLessThanOrEqual(
        rateAtLeast(cosine.impostor, FACE_MIN_SIMILARITY),
      );
    });
  });
});
