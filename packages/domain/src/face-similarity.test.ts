import { describe, expect, it } from 'vitest';
import { cosineSimilarity } from './face-similarity';

describe('cosineSimilarity', () => {
  it('is 1 for the same direction, whatever the scale', () => {
    expect(cosineSimilarity([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
    expect(cosineSimilarity(new Float32Array([0.3, 0.1]), new Float32Array([0.3, 0.1]))).toBe(1);
  });

  it('is 0 for orthogonal vectors and -1 for opposite ones', () => {
    expect(cosineSimilarity([1, 0], [0, 1])).toBe(0);
    expect(cosineSimilarity([1, 2], [-1, -2])).toBeCloseTo(-1, 12);
  });

  it('matches a hand-computed value', () => {
    // (1*2 + 2*1) / (sqrt(5) * sqrt(5)) = 0.8
    expect(cosineSimilarity([1, 2], [2, 1])).toBeCloseTo(0.8, 12);
  });

  it('gives 0 for vectors of unequal length', () => {
    expect(cosineSimilarity([1, 2, 3], [1, 2])).toBe(0);
    expect(cosineSimilarity(new Float32Array(1024).fill(1), new Float32Array(512).fill(1))).toBe(0);
  });

  it('gives 0 for empty or zero vectors instead of NaN', () => {
    expect(cosineSimilarity([], [])).toBe(0);
    expect(cosineSimilarity([0, 0], [1, 1])).toBe(0);
    expect(cosineSimilarity([Number.NaN, 1], [1, 1])).toBe(0);
  });
});
