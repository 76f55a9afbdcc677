import type { RecordAssignmentsBody } from '@photodossier/domain/import-session';
import { apiRequest } from '@/lib/api-client';
import { withEcho } from '../lib/session-echo';

/** POST /api/v1/import-sessions/{id}/assignments: what the dialog did with some photos. */
export async function recordImportAssignments(
  sessionId: string,
  assignments: RecordAssignmentsBody['assignments'],
): Promise<void> {
  await withEcho(sessionId, () =>
    apiRequest<unknown>(`/api/v1/import-sessions/${encodeURIComponent(sessionId)}/assignments`, {
      method: 'POST',
      json: { assignments },
    }),
  );
}
