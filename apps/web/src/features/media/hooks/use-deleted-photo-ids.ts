import { useStore } from '@/lib/create-store';
import { deletedPhotosStore } from '../lib/deleted-photos';

/** Photos found orphaned in this tab, to leave out of every list. */
export function useDeletedPhotoIds(): ReadonlySet<string> {
  return useStore(deletedPhotosStore);
}
