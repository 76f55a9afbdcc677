import type { FaceRegion, FaceSuggestion } from '@photodossier/domain/face-record';
import { FACE_IMPORT_DIALOG } from '@photodossier/domain/face-thresholds';
import { getFaceSuggestions } from '@/lib/api/get-face-suggestions';
import { storeEmbedding } from '@/lib/api/store-embedding';
import { faceErrorCodeOf } from '@/lib/face-recognition/face-errors';
import { FACE_MODEL_INFO } from '@/lib/face-recognition/model-info';

export type AnalysisOutcome = {
  readonly status: 'completed' | 'error';
  readonly suggestions: FaceSuggestion[];
  readonly faceRegions: FaceRegion[];
  readonly embedding: number[] | null;
  /** false when the face models cannot run here: the photo simply has no patient. */
  readonly serviceAvailable: boolean;
};

const nothingFound = (serviceAvailable: boolean): AnalysisOutcome => ({
  status: 'completed',
  suggestions: [],
  faceRegions: [],
  embedding: null,
  serviceAvailable,
});

// Loaded with the first analysis only: the page opens without the face code.
const faceClient = () => import('@/lib/face-recognition/face-client');

function bestFirst(suggestions: readonly FaceSuggestion[]): FaceSuggestion[] {
  return [...suggestions].sort((a, b) => b.confidence_score - a.confidence_score);
}

async function suggest(embedding: number[], photoId: string, region?: FaceRegion) {
  const { suggestions } = await getFaceSuggestions({
    embedding,
    min_confidence: FACE_IMPORT_DIALOG.minConfidence,
    max_suggestions: FACE_IMPORT_DIALOG.maxSuggestions,
    exclude_photo_id: photoId,
    ...(region ? { face_region: region } : {}),
  });
  return bestFirst(suggestions);
}

/**
 * Face analysis of an uploaded photo (spec 02 §4.5): its main face, the patients it looks like,
 * and the embedding stored on the photo with the best suggestion, so that assigning the photo
 * later hands the embedding to its patient (the server moves a photo's embeddings on assign).
 * `knownEmbedding`: computed already (the quick camera, which stored it): only suggestions.
 */
export async function analyseImportPhoto(input: {
  readonly unassignedPhotoId: string;
  readonly image: () => Promise<Blob>;
  readonly knownEmbedding?: readonly number[] | null;
}): Promise<AnalysisOutcome> {
  try {
    if (input.knownEmbedding && input.knownEmbedding.length > 0) {
      const embedding = [...input.knownEmbedding];
      const suggestions = await suggest(embedding, input.unassignedPhotoId);
      return {
        status: 'completed',
        suggestions,
        faceRegions: [],
        embedding,
        serviceAvailable: true,
      };
    }
    const face = await faceClient();
    if (!(await face.isFaceRecognitionAvailable())) return nothingFound(false);
    const detection = await face.detectFaces(await input.image());
    if (detection.faces.length === 0) return nothingFound(true);
    const main = face.mainFace(detection);
    const suggestions = await suggest(main.embedding, input.unassignedPhotoId, main.box);
    try {
      await storeEmbedding({
        photo_id: input.unassignedPhotoId,
        embedding: main.embedding,
        confidence: Math.min(1, Math.max(0, main.confidence)),
        ...FACE_MODEL_INFO,
        face_region: main.box,
        image_width: detection.imageWidth,
        image_height: detection.imageHeight,
        suggested_patient_id: suggestions[0]?.patient_id ?? null,
      });
    } catch {
      // Never blocks the import (spec 01 §4): the photo is filed, only its face is not kept.
    }
    return {
      status: 'completed',
      suggestions,
      faceRegions: [main.box],
      embedding: main.embedding,
      serviceAvailable: true,
    };
  } catch (error) {
    const code = faceErrorCodeOf(error);
    if (code === 'face.no_face_detected') return nothingFound(true);
    if (code === 'face.service_unavailable') return nothingFound(false);
    return { ...nothingFound(true), status: 'error' };
  }
}
