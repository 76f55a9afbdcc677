import { CLIENT_THUMBNAIL_MAX_BYTES } from '@photodossier/domain/media-record';
import { expectedUserHeaders } from '@/lib/expected-user';

/**
 * Sends the poster the browser made for a video (PUT /api/v1/photos/{id}/thumbnail). Returns
 * whether the server kept it; a refusal leaves the server's own poster in place.
 */
export async function putVideoThumbnail(photoId: string, jpeg: Blob): Promise<boolean> {
  if (jpeg.size === 0 || jpeg.size > CLIENT_THUMBNAIL_MAX_BYTES) return false;
  try {
    const response = await fetch(`/api/v1/photos/${encodeURIComponent(photoId)}/thumbnail`, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: {
        'content-type': 'image/jpeg',
        accept: 'application/json, application/problem+json',
        ...expectedUserHeaders('PUT'),
      },
      body: jpeg,
    });
    return response.ok;
  } catch {
    return false;
  }
}
