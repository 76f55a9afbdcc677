import { apiRequest } from '@/lib/api-client';

/** POST /api/v1/import-sessions/{id}/finalize: every photo of the session is filed. */
export async function finalizeImportSession(sessionId: string): Promise<void> {
  await apiRequest<unknown>(`/api/v1/import-sessions/${encodeURIComponent(sessionId)}/finalize`, {
    method: 'POST',
  });
}
