import type { CameraCommand, CameraCommandBody } from '@photodossier/domain/camera-control';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function sendCameraCommand(body: CameraCommandBody): Promise<CameraCommand> {
  return apiRequest<CameraCommand>('/api/v1/camera-control/commands', {
    method: 'POST',
    json: body,
  });
}

/** Sends capture / start_video / stop_video to one of the user's online cameras. */
export function useSendCameraCommand() {
  return useMutation({ mutationFn: sendCameraCommand });
}
