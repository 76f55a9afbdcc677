import type { FaceRegion } from '@photodossier/domain/face-record';

/** Deterministic pseudo-random numbers (mulberry32), so a failing case can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Standard normal numbers from uniform ones (Box-Muller). */
function gaussian(random: () => number): number {
  const u = Math.max(random(), Number.EPSILON);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

export function randomVector(random: () => number, length = 1024): number[] {
  return Array.from({ length }, () => gaussian(random));
}

/**
 * Another picture of the same face: the person's base vector plus independent noise. With
 * noise 0.3 two pictures of one person have a cosine near 0.92, two people one near 0.
 */
export function pictureOf(base: readonly number[], random: () => number, noise = 0.3): number[] {
  return base.map((value) => value + noise * gaussian(random));
}

/** A vector whose cosine with `base` is about `weight` (for unit-variance random vectors). */
export function blend(base: readonly number[], other: readonly number[], weight: number): number[] {
  const rest = Math.sqrt(1 - weight * weight);
  return base.map((value, index) => weight * value + rest * (other[index] ?? 0));
}

export const SAMPLE_REGION: FaceRegion = { x: 120, y: 80, w: 240, h: 300 };

/** A valid POST /api/v1/faces/embeddings body for a photo. */
export function embeddingBody(
  photoId: string,
  embedding: readonly number[],
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    photo_id: photoId,
    embedding,
    confidence: 0.93,
    model_used: 'FaceRes',
    model_version: '3.3.6',
    library: '@vladmandic/human',
    face_region: SAMPLE_REGION,
    image_width: 1024,
    image_height: 768,
    ...overrides,
  };
}
