import type { ImportSession } from '@photodossier/domain/import-session';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/import-sessions/active?device_id=: null when the device has none. */
export async function getActiveImportSession(deviceId: string): Promise<ImportSession | null> {
  const query = new URLSearchParams({ device_id: deviceId });
  const body = await apiRequest<{ session: ImportSession | null }>(
    `/api/v1/import-sessions/active?${query.toString()}`,
  );
  return body.session;
}
