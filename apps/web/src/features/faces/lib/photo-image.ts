import { photoFileUrls } from '@photodossier/domain/photo-urls';
import { FaceRecognitionError } from '@/lib/face-recognition/face-errors';

/**
 * The image recognition looks at: the display-size preview (about 1440 px, plenty for a face
 * and far lighter than the original), else the original file.
 */
export async function fetchPhotoImage(photoId: string, signal?: AbortSignal): Promise<Blob> {
  for (const url of [photoFileUrls.preview(photoId), photoFileUrls.original(photoId)]) {
    const response = await fetch(url, { credentials: 'same-origin', signal: signal ?? null });
    if (response.ok) return response.blob();
  }
  throw new FaceRecognitionError('face.recognition_failed', `no image for photo ${photoId}`);
}
