import type { PhotosPage } from '@photodossier/domain/media-record';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { moveToTrash } from '@/lib/api/move-to-trash';
import { patientKeys, photoKeys } from '@/lib/api/query-keys';

/** The gallery's delete: moved photos leave the loaded pages at once, before the refetch. */
export function useDeletePhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => moveToTrash(ids),
    onSuccess: (moved, ids) => {
      const removed = new Set([...ids, ...moved]);
      queryClient.setQueriesData<InfiniteData<PhotosPage>>({ queryKey: photoKeys.all }, (data) =>
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
        queryClient.invalidateQueries({ queryKey: photoKeys.all }),
        queryClient.invalidateQueries({ queryKey: patientKeys.all }),
      ]);
    },
  });
}
