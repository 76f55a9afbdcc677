import type { CameraHeartbeatBody } from '@photodossier/domain/camera-control';
import { apiRequest } from '@/lib/api-client';

/** The camera page is open on this device (repeated; the server forgets it 30 s after the last). */
export function sendCameraHeartbeat(body: CameraHeartbeatBody): Promise<void> {
  return apiRequest<void>('/api/v1/camera-control/cameras/heartbeat', {
    method: 'POST',
    json: body,
  });
}
