import { useMemo } from 'react';
import { usePhotos, type PhotoListScope } from '@/lib/api/get-photos';
import { visiblePhotos } from '../lib/gallery-rows';
import { useDeletedPhotoIds } from './use-deleted-photo-ids';

/** A scope's photos as a gallery shows them: soft-deleted and orphaned ones left out. */
export function useGalleryPhotos(list: PhotoListScope) {
  const query = usePhotos(list);
  const deletedIds = useDeletedPhotoIds();
  const photos = useMemo(
    () => visiblePhotos(query.data?.pages ?? [], deletedIds),
    [query.data, deletedIds],
  );
  return { photos, query };
}
