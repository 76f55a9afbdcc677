import type { CameraResultBody } from '@photodossier/domain/camera-control';
import { apiRequest } from '@/lib/api-client';

/** The camera acknowledges a command; the remote shows "Photo prise". */
export function sendCameraResult(commandId: string, body: CameraResultBody): Promise<void> {
  return apiRequest<void>(
    `/api/v1/camera-control/commands/${encodeURIComponent(commandId)}/result`,
    { method: 'POST', json: body },
  );
}
