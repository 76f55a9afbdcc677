import { faceErrorCodeOf, type FaceErrorCode } from '@/lib/face-recognition/face-errors';

export type BatchProgress = { done: number; total: number };
export type BatchOutcome = {
  stored: number;
  failed: number;
  total: number;
  lastError: FaceErrorCode | null;
};

/**
 * Works through a patient's photos one after the other (the worker takes one image at a time
 * anyway), reporting after each. A photo that fails is counted and skipped, never fatal.
 */
export async function enrolPatientPhotos(
  photoIds: readonly string[],
  enrol: (photoId: string) => Promise<unknown>,
  onProgress: (progress: BatchProgress) => void = () => {},
  signal?: AbortSignal,
): Promise<BatchOutcome> {
  let stored = 0;
  let failed = 0;
  let lastError: FaceErrorCode | null = null;
  for (const [index, photoId] of photoIds.entries()) {
    if (signal?.aborted) break;
    try {
      await enrol(photoId);
      stored += 1;
    } catch (error) {
      failed += 1;
      lastError = faceErrorCodeOf(error);
    }
    onProgress({ done: index + 1, total: photoIds.length });
  }
  return { stored, failed, total: photoIds.length, lastError };
}
