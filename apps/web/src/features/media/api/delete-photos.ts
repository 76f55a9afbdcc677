import type { PhotosPage } from '@photodossier/domain/media-record';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// photoIdsBodySchema accepts at most 500 ids per call.
const DELETE_BATCH_SIZE = 500;

/** Moves photos to the trash (soft delete, POST /api/v1/photos/delete). */
export async function deletePhotos(ids: readonly string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += DELETE_BATCH_SIZE) {
    await apiRequest<unknown>('/api/v1/photos/delete', {
      method: 'POST',
      json: { ids: ids.slice(start, start + DELETE_BATCH_SIZE) },
    });
  }
}

export function useDeletePhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => deletePhotos(ids),
    onSuccess: (_data, ids) => {
      const removed = new Set(ids);
      queryClient.setQueriesData<InfiniteData<PhotosPage>>({ queryKey: ['photos'] }, (data) =>
        data?.pages
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.filter((photo) => !removed.has(photo.id)),
              })),
            }
          : data,
      );
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['photos'] }),
        queryClient.invalidateQueries({ queryKey: ['patients'] }),
      ]);
    },
  });
}
