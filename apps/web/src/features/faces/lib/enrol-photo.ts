import type { FaceEmbeddingRecord } from '@photodossier/domain/face-record';
import { detectFaces, mainFace } from '@/lib/face-recognition/face-client';
import { FaceRecognitionError } from '@/lib/face-recognition/face-errors';
import { FACE_MODEL_INFO } from '@/lib/face-recognition/model-info';
import { storeEmbedding } from '@/lib/api/store-embedding';

const inProgress = new Set<string>();

/**
 * Describes the face of a photo and stores it as a reference of the photo's patient (the
 * server files it under the photo's current patient). One photo is never processed twice at once.
 */
export async function enrolPhoto(
  photoId: string,
  image: Blob,
  suggestedPatientId: string | null = null,
): Promise<FaceEmbeddingRecord> {
  if (inProgress.has(photoId)) throw new FaceRecognitionError('face.embedding_in_progress');
  inProgress.add(photoId);
  try {
    const detection = await detectFaces(image);
    const face = mainFace(detection);
    return await storeEmbedding({
      photo_id: photoId,
      embedding: face.embedding,
      confidence: Math.min(1, Math.max(0, face.confidence)),
      ...FACE_MODEL_INFO,
      face_region: face.box,
      image_width: detection.imageWidth,
      image_height: detection.imageHeight,
      suggested_patient_id: suggestedPatientId,
    });
  } finally {
    inProgress.delete(photoId);
  }
}
