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
