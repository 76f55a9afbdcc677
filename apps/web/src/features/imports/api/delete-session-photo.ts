import { apiRequest } from '@/lib/api-client';
import { withEcho } from '../lib/session-echo';

/** DELETE /api/v1/import-sessions/{id}/photos/{sessionPhotoId}: the photo left the dialog. */
export async function deleteSessionPhoto(sessionId: string, sessionPhotoId: string): Promise<void> {
  await withEcho(sessionId, () =>
    apiRequest<unknown>(
      `/api/v1/import-sessions/${encodeURIComponent(sessionId)}/photos/${encodeURIComponent(sessionPhotoId)}`,
      { method: 'DELETE' },
    ),
  );
}
