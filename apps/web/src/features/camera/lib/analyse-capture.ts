import type { FaceRegion } from '@photodossier/domain/face-record';
import { FACE_BEST_SUGGESTION_MIN_CONFIDENCE } from '@photodossier/domain/face-thresholds';
import {
  SUGGESTION_MAX_COUNT,
  SUGGESTION_MIN_CONFIDENCE,
  getFaceSuggestions,
} from '@/lib/api/get-face-suggestions';
import { storeEmbedding } from '@/lib/api/store-embedding';
import { FACE_MODEL_INFO } from '@/lib/face-recognition/model-info';

export type CaptureFace = {
  embedding: number[];
  confidence: number;
  box: FaceRegion;
  imageWidth: number;
  imageHeight: number;
  /** The one patient close enough to be the best suggestion (70 % or more), if any. */
  suggestedPatientId: string | null;
};

/**
 * Quick mode (spec 01 §4): the main face of a photo and the patient it is suggested for. The
 * recognition code is fetched on the first analysis only. Null when no face is found or
 * recognition fails: the photo is sent without, never held back.
 */
export async function analyseCapture(file: Blob): Promise<CaptureFace | null> {
  try {
    const { detectFaces, mainFace } = await import('@/lib/face-recognition/face-client');
    const detection = await detectFaces(file);
    const face = mainFace(detection);
    let suggestedPatientId: string | null = null;
    try {
      const { suggestions } = await getFaceSuggestions({
        embedding: face.embedding,
        min_confidence: SUGGESTION_MIN_CONFIDENCE,
        max_suggestions: SUGGESTION_MAX_COUNT,
      });
      const best = suggestions[0];
      if (best && best.confidence_score >= FACE_BEST_SUGGESTION_MIN_CONFIDENCE) {
        suggestedPatientId = best.patient_id;
      }
    } catch {
      // No suggestion: the import dialog asks its own.
    }
    return {
      embedding: face.embedding,
      confidence: Math.min(1, Math.max(0, face.confidence)),
      box: face.box,
      imageWidth: detection.imageWidth,
      imageHeight: detection.imageHeight,
      suggestedPatientId,
    };
  } catch {
    return null;
  }
}

/**
 * Keeps the face of an uploaded quick-mode photo on the server with its suggested patient, so
 * the photo is matched and suggested like an imported one. A failure never blocks (spec 01 §4).
 */
export async function keepCaptureFace(photoId: string, face: CaptureFace): Promise<void> {
  try {
    await storeEmbedding({
      photo_id: photoId,
      embedding: face.embedding,
      confidence: face.confidence,
      ...FACE_MODEL_INFO,
      face_region: face.box,
      image_width: face.imageWidth,
      image_height: face.imageHeight,
      suggested_patient_id: face.suggestedPatientId,
    });
  } catch {
    // The import dialog computes it again from the photo if needed.
  }
}
