/**
 * Plain cosine similarity in [-1, 1]. Vectors of unequal length, empty vectors and zero vectors
 * give 0 (never a match) rather than NaN. The calibrated score compared with the spec's
 * thresholds is built on top of this elsewhere.
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
 * Brings a raw embedding into the space the calibrated score works in. Matching prepares every
 * stored vector once, then scores with one dot product per reference.
 * CALIBRATION PENDING: plain unit length for now.
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

/** Calibrated similarity 0-1 from the dot product of two prepared vectors. CALIBRATION PENDING. */
export function calibratedScore(dot: number): number {
  if (!Number.isFinite(dot)) return 0;
  return Math.min(1, Math.max(0, dot));
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
