import { queryOptions, useQuery } from '@tanstack/react-query';
import { detectFaces } from '@/lib/face-recognition/face-client';
import type { DetectedFace, FaceDetection } from '@/lib/face-recognition/protocol';
import {
  getFaceSuggestions,
  SUGGESTION_MAX_COUNT,
  SUGGESTION_MIN_CONFIDENCE,
} from '@/lib/api/get-face-suggestions';
import { facesQueryKey } from '../api/faces-query-keys';
import { fetchPhotoImage } from '../lib/photo-image';

// Outside the 'faces' root: a stored embedding changing elsewhere does not change the pixels,
// so live events refresh the suggestions without analysing the photo again.
export const photoFaceDetectionQueryOptions = (photoId: string) =>
  queryOptions({
    queryKey: ['face-detection', photoId] as const,
    queryFn: async ({ signal }): Promise<FaceDetection> =>
      detectFaces(await fetchPhotoImage(photoId, signal)),
    staleTime: Infinity,
    retry: false,
  });

export function bestFace(detection: FaceDetection | undefined): DetectedFace | null {
  if (!detection) return null;
  return [...detection.faces].sort((a, b) => b.confidence - a.confidence)[0] ?? null;
}

/** Analyses a photo in the browser, then asks the server which patients it resembles. */
export function usePhotoFaceSuggestions(photoId: string, enabled = true) {
  const detection = useQuery({ ...photoFaceDetectionQueryOptions(photoId), enabled });
  const face = bestFace(detection.data);
  const suggestions = useQuery({
    queryKey: [...facesQueryKey, 'suggestions', photoId] as const,
    queryFn: () => {
      if (!face) throw new Error('no face');
      return getFaceSuggestions({
        embedding: face.embedding,
        min_confidence: SUGGESTION_MIN_CONFIDENCE,
        max_suggestions: SUGGESTION_MAX_COUNT,
        exclude_photo_id: photoId,
        face_region: face.box,
      });
    },
    enabled: enabled && face !== null,
    retry: false,
  });
  return { detection, face, suggestions };
}
