import {
  FACE_BEST_SUGGESTION_MIN_CONFIDENCE,
  FACE_PATIENT_GROUP_MIN_CONFIDENCE,
} from './face-thresholds';

export interface ScoredSuggestion {
  /** Percent, 0-100. */
  readonly confidence_score: number;
}

/** The service's similarity threshold is the requested confidence on a 0-1 scale. */
export function confidenceToSimilarity(confidencePercent: number): number {
  return confidencePercent / 100;
}

export function similarityToConfidence(similarity: number): number {
  return Math.round(Math.min(1, Math.max(0, similarity)) * 100);
}

function topScore(suggestions: readonly ScoredSuggestion[]): number {
  return suggestions.reduce((best, item) => Math.max(best, item.confidence_score), -Infinity);
}

/** A photo joins a patient group in the import dialog when its top suggestion reaches 50. */
export function qualifiesForPatientGroup(suggestions: readonly ScoredSuggestion[]): boolean {
  return topScore(suggestions) >= FACE_PATIENT_GROUP_MIN_CONFIDENCE;
}

/** The best suggestion is offered as "the" match only from 70. */
export function isConfidentBestSuggestion(
  suggestions: readonly ScoredSuggestion[],
  threshold: number = FACE_BEST_SUGGESTION_MIN_CONFIDENCE,
): boolean {
  return topScore(suggestions) >= threshold;
}
