import type { PhotosPage } from '@photodossier/domain/media-record';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// photoIdsBodySchema accepts at most 500 ids per call.
const DELETE_BATCH_SIZE = 500;

/**
 * Moves photos to the trash (soft delete, POST /api/v1/photos/delete). Returns every id the
 * server moved, linked background-removal variants and originals included.
 */
export async function deletePhotos(ids: readonly string[]): Promise<string[]> {
  const moved: string[] = [];
  for (let start = 0; start < ids.length; start += DELETE_BATCH_SIZE) {
    const answer = await apiRequest<{ ids: string[] }>('/api/v1/photos/delete', {
      method: 'POST',
      json: { ids: ids.slice(start, start + DELETE_BATCH_SIZE) },
    });
    moved.push(...answer.ids);
  }
  return moved;
}

export function useDeletePhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => deletePhotos(ids),
    onSuccess: (moved, ids) => {
      const removed = new Set([...ids, ...moved]);
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
