import { useSyncExternalStore } from 'react';
import { deletedPhotoIds, subscribeDeletedPhotos } from '../lib/deleted-photos';

/** Photos found orphaned in this tab, to leave out of every list. */
export function useDeletedPhotoIds(): ReadonlySet<string> {
  return useSyncExternalStore(subscribeDeletedPhotos, deletedPhotoIds, deletedPhotoIds);
}
