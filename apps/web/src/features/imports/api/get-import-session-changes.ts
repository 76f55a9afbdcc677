import type { ImportSessionChanges } from '@photodossier/domain/import-session';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/import-sessions/{id}/changes?since=: the photos changed since that updated_at. */
export function getImportSessionChanges(
  sessionId: string,
  since: number,
): Promise<ImportSessionChanges> {
  const query = new URLSearchParams({ since: String(since) });
  return apiRequest<ImportSessionChanges>(
    `/api/v1/import-sessions/${encodeURIComponent(sessionId)}/changes?${query.toString()}`,
  );
}
