import { MS_PER_MINUTE } from './time-units';

// Similarity scores are on the calibrated 0-1 scale; confidences are the same score in percent.
export const FACE_MIN_SIMILARITY = 0.65;
export const FACE_SERVICE_MIN_CONFIDENCE = 65;
export const FACE_BEST_SUGGESTION_MIN_CONFIDENCE = 70;
export const FACE_PATIENT_GROUP_MIN_CONFIDENCE = 50;
export const FACE_DEFAULT_MAX_SUGGESTIONS = 3;

export const FACE_IMPORT_DIALOG = {
  minConfidence: 65,
  maxSuggestions: 5,
} as const;
export const FACE_BASE64_DEFAULT_MAX_SUGGESTIONS = 5;

export const FACE_DETECTION = {
  maxFaces: 1,
  minConfidence: 0.5,
  detector: 'BlazeFace',
  embeddingModel: 'FaceRes',
  modelLoadAttempts: 3,
  modelLoadRetryDelaysMs: [1000, 2000],
} as const;

export const FACE_EMBEDDINGS_QUERY_GROUP_SIZE = 10;

export const FACE_ANALYSIS = {
  batchSize: 2,
  pauseMs: 500,
  autoAssignPauseMs: 100,
  startAfterUploadMs: 500,
} as const;

export const PENDING_EMBEDDINGS_TTL_MS = 5 * MS_PER_MINUTE;
