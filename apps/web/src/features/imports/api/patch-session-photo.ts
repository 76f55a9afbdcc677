import type { PatchSessionPhotoBody } from '@photodossier/domain/import-session';
import { apiRequest } from '@/lib/api-client';
import { withEcho } from '../lib/session-echo';

/** PATCH /api/v1/import-sessions/{id}/photos/{sessionPhotoId}: status and suggestion. */
export async function patchSessionPhoto(
  sessionId: string,
  sessionPhotoId: string,
  body: PatchSessionPhotoBody,
): Promise<void> {
  await withEcho(sessionId, () =>
    apiRequest<unknown>(
      `/api/v1/import-sessions/${encodeURIComponent(sessionId)}/photos/${encodeURIComponent(sessionPhotoId)}`,
      { method: 'PATCH', json: body },
    ),
  );
}
