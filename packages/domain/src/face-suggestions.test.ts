import { describe, expect, it } from 'vitest';
import {
  confidenceToSimilarity,
  isConfidentBestSuggestion,
  qualifiesForPatientGroup,
  similarityToConfidence,
} from './face-suggestions';

const scored = (...scores: number[]) => scores.map((confidence_score) => ({ confidence_score }));

describe('confidence and similarity scales', () => {
  it('converts between percent and 0-1', () => {
    expect(confidenceToSimilarity(65)).toBe(0.65);
    expect(similarityToConfidence(0.654)).toBe(65);
    expect(similarityToConfidence(1.2)).toBe(100);
    expect(similarityToConfidence(-0.3)).toBe(0);
  });
});

describe('qualifiesForPatientGroup', () => {
  it('needs a top suggestion of at least 50', () => {
    expect(qualifiesForPatientGroup(scored(50))).toBe(true);
    expect(qualifiesForPatientGroup(scored(49.9, 12))).toBe(false);
    expect(qualifiesForPatientGroup(scored(20, 80))).toBe(true);
    expect(qualifiesForPatientGroup([])).toBe(false);
  });
});

describe('isConfidentBestSuggestion', () => {
  it('needs at least 70 by default', () => {
    expect(isConfidentBestSuggestion(scored(70))).toBe(true);
    expect(isConfidentBestSuggestion(scored(69.9))).toBe(false);
    expect(isConfidentBestSuggestion(scored(60), 60)).toBe(true);
    expect(isConfidentBestSuggestion([])).toBe(false);
  });
});
