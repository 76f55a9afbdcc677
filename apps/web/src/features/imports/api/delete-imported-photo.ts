import { apiRequest } from '@/lib/api-client';
import { deletePermanently } from '@/lib/api/delete-trashed-photos';

/**
 * A photo removed from the import dialog is deleted for good (spec 02 §8: « Photo "{file}"
 * supprimée définitivement »): its file is still on the card or the device it came from, and it
 * must not go on counting in the quota from the trash. The server deletes for good only what
 * is in the trash, so it goes there first (DELETE /api/v1/photos/{id}).
 */
export async function deleteImportedPhoto(photoId: string): Promise<void> {
  await apiRequest<unknown>(`/api/v1/photos/${encodeURIComponent(photoId)}`, {
    method: 'DELETE',
  });
  await deletePermanently([photoId]);
}
