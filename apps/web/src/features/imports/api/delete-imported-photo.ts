import { apiRequest } from '@/lib/api-client';

/** DELETE /api/v1/photos/{id}: a photo removed from the dialog goes to the trash. */
export async function trashPhoto(photoId: string): Promise<void> {
  await apiRequest<unknown>(`/api/v1/photos/${encodeURIComponent(photoId)}`, {
    method: 'DELETE',
  });
}
