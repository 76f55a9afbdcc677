import { describe, expect, it } from 'vitest';
import {
  calibratedScore,
  cosineSimilarity,
  FACE_SIMILARITY_ANCHORS,
  faceSimilarity,
  prepareFaceVector,
} from './face-similarity';
import { similarityToConfidence } from './face-suggestions';
import {
  FACE_BEST_SUGGESTION_MIN_CONFIDENCE,
  FACE_MIN_SIMILARITY,
  FACE_PATIENT_GROUP_MIN_CONFIDENCE,
} from './face-thresholds';

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

describe('prepareFaceVector', () => {
  it('scales to unit length so one dot product gives the cosine', () => {
    const prepared = prepareFaceVector([3, 4]);
    expect(prepared).toBeInstanceOf(Float32Array);
    expect(Array.from(prepared)).toEqual([expect.closeTo(0.6, 6), expect.closeTo(0.8, 6)]);
  });

  it('turns zero and non-finite vectors into zeros of the same length', () => {
    expect(Array.from(prepareFaceVector([0, 0, 0]))).toEqual([0, 0, 0]);
    expect(Array.from(prepareFaceVector([Number.NaN, 1]))).toEqual([0, 0]);
    expect(prepareFaceVector([]).length).toBe(0);
  });

  it('leaves the input untouched', () => {
    const raw = new Float32Array([3, 4]);
    prepareFaceVector(raw);
    expect(Array.from(raw)).toEqual([3, 4]);
  });
});

describe('calibratedScore', () => {
  it('passes through every measured anchor', () => {
    for (const [cosine, score] of FACE_SIMILARITY_ANCHORS) {
      expect(calibratedScore(cosine)).toBeCloseTo(score, 12);
    }
  });

  it('puts the spec thresholds at the measured cosines of decision 0016', () => {
    expect(calibratedScore(0.5)).toBeCloseTo(FACE_PATIENT_GROUP_MIN_CONFIDENCE / 100, 12);
    expect(calibratedScore(0.64)).toBeCloseTo(FACE_MIN_SIMILARITY, 12);
    expect(calibratedScore(0.68)).toBeCloseTo(FACE_BEST_SUGGESTION_MIN_CONFIDENCE / 100, 12);
    // The highest strangers measured (as taken, with a border) stay below 65 once rounded, as
    // the server compares them.
    expect(similarityToConfidence(calibratedScore(0.614))).toBeLessThan(65);
    expect(similarityToConfidence(calibratedScore(0.634))).toBeLessThan(65);
  });

  it('interpolates in a straight line between anchors', () => {
    expect(calibratedScore(0.25)).toBeCloseTo(0.25, 12);
    expect(calibratedScore(0.57)).toBeCloseTo(0.575, 12);
    expect(calibratedScore(0.66)).toBeCloseTo(0.675, 12);
    expect(calibratedScore(0.84)).toBeCloseTo(0.85, 12);
  });

  it('is strictly increasing over the cosines a face can have', () => {
    let previous = calibratedScore(0);
    for (let step = 1; step <= 1000; step += 1) {
      const score = calibratedScore(step / 1000);
      expect(score).toBeGreaterThan(previous);
      previous = score;
    }
  });

  it('stays within 0-1 and gives 0 for non-finite input', () => {
    expect(calibratedScore(-0.4)).toBe(0);
    expect(calibratedScore(1.000_001)).toBe(1);
    expect(calibratedScore(Number.NaN)).toBe(0);
    expect(calibratedScore(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('faceSimilarity', () => {
  it('is the calibrated cosine', () => {
    // cosine([1, 2], [2, 1]) = 0.8 -> between the anchors (0.68, 0.7) and (1, 1)
    expect(faceSimilarity([1, 2], [2, 1])).toBeCloseTo(0.7 + ((0.8 - 0.68) / 0.32) * 0.3, 6);
    expect(faceSimilarity([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 6);
  });

  it('gives 0 for unequal lengths, empty, zero and opposite vectors', () => {
    expect(faceSimilarity(new Float32Array(1024).fill(1), new Float32Array(512).fill(1))).toBe(0);
    expect(faceSimilarity([], [])).toBe(0);
    expect(faceSimilarity([0, 0], [1, 1])).toBe(0);
    expect(faceSimilarity([1, 2], [-1, -2])).toBe(0);
  });

  it('agrees with scoring prepared vectors, as the server index does', () => {
    const a = [0.2, 1.3, 0, 2.1];
    const b = [0.4, 1.1, 0.3, 1.7];
    const left = prepareFaceVector(a);
    const right = prepareFaceVector(b);
    const dot = left.reduce((sum, value, index) => sum + value * right[index]!, 0);
    expect(faceSimilarity(a, b)).toBeCloseTo(calibratedScore(dot), 12);
    expect(dot).toBeCloseTo(cosineSimilarity(a, b), 6);
  });
});
