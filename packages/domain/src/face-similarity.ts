/**
 * Plain cosine similarity in [-1, 1]. Vectors of unequal length, empty vectors and zero vectors
 * give 0 (never a match) rather than NaN. Not comparable with the spec's thresholds: use
 * faceSimilarity.
 */
export function cosineSimilarity(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length || a.length === 0) return 0;
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let index = 0; index < a.length; index += 1) {
    const x = a[index] ?? 0;
    const y = b[index] ?? 0;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  if (normA === 0 || normB === 0) return 0;
  const similarity = dot / Math.sqrt(normA * normB);
  if (!Number.isFinite(similarity)) return 0;
  // Rounding can push identical vectors a hair beyond 1.
  return Math.min(1, Math.max(-1, similarity));
}

/**
 * Brings a raw embedding into the space the calibrated score works in: unit length, so the dot
 * product of two prepared vectors is their cosine. Matching prepares every stored vector once,
 * then scores with one dot product per reference. Decision 0016 measured centred and
 * power-normalised variants: none separated FaceRes faces better than plain cosine, and each
 * would add a constant or a step the browser and server must keep in step.
 */
export function prepareFaceVector(vector: ArrayLike<number>): Float32Array {
  const prepared = Float32Array.from(vector as ArrayLike<number>);
  let norm = 0;
  for (const value of prepared) norm += value * value;
  norm = Math.sqrt(norm);
  if (norm === 0 || !Number.isFinite(norm)) return new Float32Array(prepared.length);
  for (let index = 0; index < prepared.length; index += 1) prepared[index]! /= norm;
  return prepared;
}

/**
 * Cosine of two FaceRes embeddings -> calibrated score, measured on testdata/faces with Human's
 * wasm backend, each embedding the mean of the photo's and its mirror image's (decision 0016).
 * Raw cosines bunch between 0.25 and 0.85, so the spec's thresholds read on them directly either
 * reject true matches (0.65) or accept strangers (0.50). Scores compare a photo with the best
 * reference of each enrolled person, as matching does.
 * - 0.65 (minimum similarity) is a cosine of 0.64; the server accepts from a rounded 65, a
 *   cosine of 0.635, just above the highest stranger measured (0.614 as taken, 0.634 with a
 *   border added). Placed towards the strangers' side because their best score only rises as a
 *   user enrols more patients.
 * - 0.70 (best suggestion) is a cosine of 0.68, 0.04 above.
 * - 0.50 (patient group) is a cosine of 0.50: every true match, but also strangers reach it, so
 *   it means a resemblance, never an identification on its own.
 * Straight lines between the anchors keep the mapping monotonic and free of fitted curvature.
 */
export const FACE_SIMILARITY_ANCHORS: ReadonlyArray<readonly [cosine: number, score: number]> = [
  [0, 0],
  [0.5, 0.5],
  [0.64, 0.65],
  [0.68, 0.7],
  [1, 1],
];

/** Calibrated similarity 0-1 from the dot product (cosine) of two prepared vectors. */
export function calibratedScore(dot: number): number {
  if (!Number.isFinite(dot) || dot <= 0) return 0;
  if (dot >= 1) return 1;
  for (let index = 1; index < FACE_SIMILARITY_ANCHORS.length; index += 1) {
    const [upperCosine, upperScore] = FACE_SIMILARITY_ANCHORS[index]!;
    if (dot <= upperCosine) {
      const [lowerCosine, lowerScore] = FACE_SIMILARITY_ANCHORS[index - 1]!;
      const position = (dot - lowerCosine) / (upperCosine - lowerCosine);
      return lowerScore + position * (upperScore - lowerScore);
    }
  }
  return 1;
}

/** The similarity compared with the spec's thresholds (0.65, 50, 70). Unequal lengths give 0. */
export function faceSimilarity(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length || a.length === 0) return 0;
  const left = prepareFaceVector(a);
  const right = prepareFaceVector(b);
  let dot = 0;
  for (let index = 0; index < left.length; index += 1) dot += left[index]! * right[index]!;
  return calibratedScore(dot);
}
