import { apiRequest } from '@/lib/api-client';

/** The camera page closes. keepalive lets the request outlive a closing tab. */
export function leaveCameraControl(deviceId: string): Promise<void> {
  return apiRequest<void>(`/api/v1/camera-control/cameras/${encodeURIComponent(deviceId)}`, {
    method: 'DELETE',
    keepalive: true,
  });
}
