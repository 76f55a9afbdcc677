import type { ImportSession } from '@photodossier/domain/import-session';
import { apiRequest } from '@/lib/api-client';

/** POST /api/v1/import-sessions: the device's active session (newest first), or a new one. */
export function openImportSession(deviceId: string): Promise<ImportSession> {
  return apiRequest<ImportSession>('/api/v1/import-sessions', {
    method: 'POST',
    json: { device_id: deviceId },
  });
}
