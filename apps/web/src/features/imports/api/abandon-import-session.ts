import { apiRequest } from '@/lib/api-client';

/** POST /api/v1/import-sessions/{id}/abandon: deleted by the server two days later. */
export async function abandonImportSession(sessionId: string): Promise<void> {
  await apiRequest<unknown>(`/api/v1/import-sessions/${encodeURIComponent(sessionId)}/abandon`, {
    method: 'POST',
  });
}
