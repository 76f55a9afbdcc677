import type { PutSessionPhotoBody } from '@photodossier/domain/import-session';
import { apiRequest } from '@/lib/api-client';
import { withEcho } from '../lib/session-echo';

/** PUT /api/v1/import-sessions/{id}/photos/{sessionPhotoId}: registered before it uploads. */
export async function putSessionPhoto(
  sessionId: string,
  sessionPhotoId: string,
  body: PutSessionPhotoBody,
): Promise<void> {
  await withEcho(sessionId, () =>
    apiRequest<unknown>(
      `/api/v1/import-sessions/${encodeURIComponent(sessionId)}/photos/${encodeURIComponent(sessionPhotoId)}`,
      { method: 'PUT', json: body },
    ),
  );
}
