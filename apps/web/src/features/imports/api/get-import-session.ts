import type { ImportSession } from '@photodossier/domain/import-session';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/import-sessions/{id}. */
export function getImportSession(sessionId: string): Promise<ImportSession> {
  return apiRequest<ImportSession>(`/api/v1/import-sessions/${encodeURIComponent(sessionId)}`);
}
