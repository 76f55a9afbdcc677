import type { PhotoPatch, PhotoRecord } from '@photodossier/domain/media-record';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError, translateErrorCode } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { tagsQueryKey } from '@/lib/api/get-tags';
import { photoKeys } from '@/lib/api/query-keys';

export function updatePhoto(id: string, patch: PhotoPatch): Promise<PhotoRecord> {
  return apiRequest<PhotoRecord>(`/api/v1/photos/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: patch,
  });
}

export type UpdatePhotoVariables = { id: string; patch: PhotoPatch };

const UPDATE_FAILED = 'photo.update_failed';

// The spec names one text for any failed photo update; a more precise server reason (a value
// refused by validation, a photo deleted meanwhile) goes underneath.
function notifyUpdateFailed(error: unknown) {
  const reason = isApiError(error) && error.code !== UPDATE_FAILED ? error.message : undefined;
  notify(translateErrorCode(UPDATE_FAILED), {
    variant: 'destructive',
    description: reason,
    id: UPDATE_FAILED,
  });
}

/**
 * Changes some fields of a photo. The viewer shows the change at once; if the server refuses,
 * the photo goes back to what the server holds and a toast says so (the form fields keep what
 * the user typed, so nothing has to be typed again).
 */
export function useUpdatePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: UpdatePhotoVariables) => updatePhoto(id, patch),
    onMutate: async ({ id, patch }) => {
      const key = photoKeys.detail(id);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PhotoRecord>(key);
      if (previous) queryClient.setQueryData<PhotoRecord>(key, { ...previous, ...patch });
      return { previous };
    },
    onSuccess: (photo, { id }) => {
      if (photo?.id === id) queryClient.setQueryData(photoKeys.detail(id), photo);
    },
    onError: (error, { id }, context) => {
      if (context?.previous) queryClient.setQueryData(photoKeys.detail(id), context.previous);
      notifyUpdateFailed(error);
    },
    // Lists, neighbours (after a patient change) and the tag vocabulary may all have moved.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: photoKeys.all }),
        queryClient.invalidateQueries({ queryKey: tagsQueryKey }),
      ]),
  });
}
