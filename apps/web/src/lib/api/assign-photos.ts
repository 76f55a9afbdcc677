import {
  ASSIGN_BATCH_SIZE,
  type AssignResult,
  type PhotosPage,
} from '@photodossier/domain/media-record';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api-client';
import { patientKeys, photoKeys } from './query-keys';

export type AssignOptions = {
  /** The spec's moving variant: the files go into the patient's folder (3 at a time). */
  moveFiles?: boolean;
};

export function assignPhotosBatch(
  photoIds: string[],
  patientId: string,
  options: AssignOptions = {},
): Promise<AssignResult[]> {
  return apiRequest<{ results: AssignResult[] }>('/api/v1/photos/assign', {
    method: 'POST',
    json: { photoIds, patientId, ...(options.moveFiles ? { moveFiles: true } : {}) },
  }).then((body) => body.results);
}

export type AssignProgress = { done: number; total: number; results: AssignResult[] };

/**
 * Assigns photos ASSIGN_BATCH_SIZE at a time, reporting after each batch. A batch the server
 * refuses as a whole marks each of its photos failed with that error; the others go on.
 */
export async function assignPhotos(
  photoIds: readonly string[],
  patientId: string,
  onProgress: (progress: AssignProgress) => void = () => {},
  options: AssignOptions = {},
): Promise<AssignResult[]> {
  const results: AssignResult[] = [];
  for (let start = 0; start < photoIds.length; start += ASSIGN_BATCH_SIZE) {
    const batch = photoIds.slice(start, start + ASSIGN_BATCH_SIZE);
    try {
      const answered = await assignPhotosBatch(batch, patientId, options);
      const byId = new Map(answered.map((result) => [result.photoId, result]));
      for (const photoId of batch) {
        results.push(
          byId.get(photoId) ?? { success: false, photoId, error: 'photo.update_failed' },
        );
      }
    } catch (error) {
      const code = isApiError(error) ? error.code : 'photo.update_failed';
      for (const photoId of batch) results.push({ success: false, photoId, error: code });
    }
    onProgress({ done: results.length, total: photoIds.length, results: [...results] });
  }
  return results;
}

type AssignVariables = {
  photoIds: readonly string[];
  patientId: string;
  onProgress?: (progress: AssignProgress) => void;
};

/** Assignment from the unassigned list: assigned photos leave it at once. */
export function useAssignPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ photoIds, patientId, onProgress }: AssignVariables) =>
      assignPhotos(photoIds, patientId, onProgress),
    onSuccess: (results) => {
      const assigned = new Set(results.filter((result) => result.success).map((r) => r.photoId));
      if (assigned.size === 0) return;
      queryClient.setQueriesData<InfiniteData<PhotosPage>>(
        { queryKey: photoKeys.unassigned() },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.filter((photo) => !assigned.has(photo.id)),
            })),
          },
      );
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: photoKeys.all }),
        queryClient.invalidateQueries({ queryKey: patientKeys.all }),
      ]);
    },
  });
}
