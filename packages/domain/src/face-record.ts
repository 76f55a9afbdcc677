import { z } from 'zod';
import { recordIdSchema, singleLineText } from './text-input';
import { FACE_SERVICE_MIN_CONFIDENCE } from './face-thresholds';

/**
 * Face embeddings and suggestions (spec 01 §3, §7; spec 02 §3). The browser computes the
 * embedding (Human, FaceRes over BlazeFace); the server stores it and matches.
 */
export const FACE_EMBEDDING_MAX_LENGTH = 2048;

/** A face box in pixels of the analysed image, with that image's size to scale it. */
export const faceRegionSchema = z.object({
  x: z.number(),
  y: z.number(),
  w: z.number().nonnegative(),
  h: z.number().nonnegative(),
});
export type FaceRegion = z.output<typeof faceRegionSchema>;

export const faceVectorSchema = z.array(z.number().finite()).min(1).max(FACE_EMBEDDING_MAX_LENGTH);

/** POST /api/v1/faces/embeddings: store the embedding of a photo's face (one per photo). */
export const storeEmbeddingBodySchema = z.object({
  photo_id: recordIdSchema,
  embedding: faceVectorSchema,
  /** Detection confidence 0-1. */
  confidence: z.number().min(0).max(1),
  model_used: singleLineText().min(1).max(100),
  model_version: singleLineText().min(1).max(100),
  library: singleLineText().min(1).max(100),
  face_region: faceRegionSchema,
  /** Width and height of the image the region was measured on. */
  image_width: z.number().int().positive(),
  image_height: z.number().int().positive(),
  suggested_patient_id: recordIdSchema.nullable().default(null),
});
export type StoreEmbeddingBody = z.output<typeof storeEmbeddingBodySchema>;

export const faceEmbeddingRecordSchema = z.object({
  id: z.string(),
  photo_id: z.string(),
  patient_id: z.string().nullable(),
  patient_name: z.string(),
  created_at: z.string(),
  model_used: z.string(),
  model_version: z.string(),
  library: z.string(),
  confidence: z.number().nullable(),
  suggested_patient_id: z.string().nullable(),
  face_region: faceRegionSchema.nullable(),
  image_width: z.number().int().nullable(),
  image_height: z.number().int().nullable(),
});
export type FaceEmbeddingRecord = z.output<typeof faceEmbeddingRecordSchema>;

/** POST /api/v1/faces/suggestions. */
export const suggestionRequestSchema = z.object({
  embedding: faceVectorSchema,
  /** Percent; the spec's service default and floor is 65: the server raises a lower one to it. */
  min_confidence: z.number().min(0).max(100).default(FACE_SERVICE_MIN_CONFIDENCE),
  /** 3 by default, 5 from the import dialog. */
  max_suggestions: z.number().int().min(1).max(20).default(3),
  /** Leave the photo's own embedding out (a photo is not its own reference). */
  exclude_photo_id: recordIdSchema.optional(),
  face_region: faceRegionSchema.optional(),
});
export type SuggestionRequest = z.output<typeof suggestionRequestSchema>;

export const patientInfoSchema = z.object({
  nom: z.string(),
  prenom: z.string(),
  date_naissance: z.string(),
  email: z.string(),
  telephone: z.string(),
});

export const faceSuggestionSchema = z.object({
  patient_id: z.string(),
  patient_name: z.string(),
  /** Percent 0-100 of the calibrated similarity. */
  confidence_score: z.number().min(0).max(100),
  /** Calibrated similarity 0-1. */
  similarity: z.number(),
  reference_photo_id: z.string(),
  patient_info: patientInfoSchema,
  face_regions: z.array(faceRegionSchema),
});
export type FaceSuggestion = z.output<typeof faceSuggestionSchema>;

export const suggestionResponseSchema = z.object({
  suggestions: z.array(faceSuggestionSchema),
});
export type SuggestionResponse = z.output<typeof suggestionResponseSchema>;

/** GET /api/v1/faces/patients/:patientId: recognition state of a patient. */
export const patientFaceStatusSchema = z.object({
  patient_id: z.string(),
  embeddings_count: z.number().int().nonnegative(),
  /** The patient's active images with no embedding yet (batch processing works through them). */
  pending_photo_ids: z.array(z.string()),
});
export type PatientFaceStatus = z.output<typeof patientFaceStatusSchema>;

/** DELETE /api/v1/faces/patients/:patientId (spec 02 §3 deletion result). */
export const faceDeletionResultSchema = z.object({
  success: z.boolean(),
  deleted_count: z.number().int().nonnegative(),
});
export type FaceDeletionResult = z.output<typeof faceDeletionResultSchema>;

/** GET /api/v1/faces/photos/:photoId: the stored embedding records of one photo. */
export const photoFacesSchema = z.object({
  photo_id: z.string(),
  faces: z.array(faceEmbeddingRecordSchema),
});
export type PhotoFaces = z.output<typeof photoFacesSchema>;
