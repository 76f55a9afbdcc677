import {
  CAMERA_HEARTBEAT_INTERVAL_MS,
  type CameraDeviceList,
} from '@photodossier/domain/camera-control';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cameraControlQueryKeys } from './camera-control-query-keys';

export function getOnlineCameras(): Promise<CameraDeviceList> {
  return apiRequest<CameraDeviceList>('/api/v1/camera-control/cameras');
}

export const onlineCamerasQueryOptions = queryOptions({
  queryKey: cameraControlQueryKeys.cameras,
  queryFn: getOnlineCameras,
  // Presence events refresh the list at once; polling also drops a camera that went silent.
  refetchInterval: CAMERA_HEARTBEAT_INTERVAL_MS,
});

/** The signed-in user's camera pages open right now. */
export function useOnlineCameras() {
  return useQuery(onlineCamerasQueryOptions);
}
