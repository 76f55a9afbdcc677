import { z } from 'zod';
import { singleLineText } from './text-input';
import { machineIdSchema } from './user-settings';

/**
 * Remote shutter (decision 0023): a camera page announces itself, a second device of the same
 * user lists the cameras online and sends them commands. Everything travels over the live-event
 * bus, so it works the same with one node or several.
 */

/** How often an open camera page says it is still there. */
export const CAMERA_HEARTBEAT_INTERVAL_MS = 10_000;
/** A camera not heard from for this long is offline (three missed heartbeats). */
export const CAMERA_PRESENCE_TTL_MS = 30_000;
/** Commands one user may send per minute: a burst of shots is fine, a runaway loop is not. */
export const CAMERA_COMMAND_LIMIT = { max: 60, windowSeconds: 60 } as const;
/** How long the remote waits for the camera's acknowledgement before saying so. */
export const CAMERA_COMMAND_ACK_TIMEOUT_MS = 8_000;
export const CAMERA_LABEL_MAX = 60;

export const cameraActions = ['capture', 'start_video', 'stop_video'] as const;
export const cameraActionSchema = z.enum(cameraActions);
export type CameraAction = z.output<typeof cameraActionSchema>;

/** busy: the camera is open but cannot shoot now (a shot waits to be kept or retaken). */
export const cameraResultStatuses = ['done', 'failed', 'busy'] as const;
export const cameraResultStatusSchema = z.enum(cameraResultStatuses);
export type CameraResultStatus = z.output<typeof cameraResultStatusSchema>;

/** The camera's device id is the browser's machine id (spec 01 §3). */
export const cameraDeviceIdSchema = machineIdSchema;
export const cameraCommandIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** What the device is ("iPhone", "Android", "Mac"): shown on the remote beside the id's suffix. */
export const cameraLabelSchema = singleLineText().trim().min(1).max(CAMERA_LABEL_MAX);

export const cameraHeartbeatBodySchema = z.object({
  device_id: cameraDeviceIdSchema,
  label: cameraLabelSchema,
});
export type CameraHeartbeatBody = z.output<typeof cameraHeartbeatBodySchema>;

export const cameraDeviceSchema = z.object({
  device_id: z.string(),
  label: z.string(),
  last_seen_at: z.string(),
});
export type CameraDevice = z.output<typeof cameraDeviceSchema>;
export const cameraDeviceListSchema = z.object({ items: z.array(cameraDeviceSchema) });
export type CameraDeviceList = z.output<typeof cameraDeviceListSchema>;

export const cameraCommandBodySchema = z.object({
  target_device_id: cameraDeviceIdSchema,
  action: cameraActionSchema,
});
export type CameraCommandBody = z.output<typeof cameraCommandBodySchema>;

export const cameraCommandSchema = z.object({
  id: z.string(),
  target_device_id: z.string(),
  action: cameraActionSchema,
});
export type CameraCommand = z.output<typeof cameraCommandSchema>;

export const cameraResultBodySchema = z.object({
  device_id: cameraDeviceIdSchema,
  status: cameraResultStatusSchema,
});
export type CameraResultBody = z.output<typeof cameraResultBodySchema>;

/*
 * Live-event ids of the camera_control topics (decision 0006 events carry only string ids):
 * presence  [deviceId, label]          offline [deviceId]
 * command   [commandId, deviceId, action]
 * result    [commandId, deviceId, status]
 */

/** The command a live event carries, or null when the ids are not one. */
export function parseCameraCommandIds(ids: readonly string[] | undefined): CameraCommand | null {
  if (!ids || ids.length !== 3) return null;
  const [id, target, action] = ids;
  const parsed = cameraCommandSchema.safeParse({ id, target_device_id: target, action });
  return parsed.success ? parsed.data : null;
}

export type CameraResult = { command_id: string; device_id: string; status: CameraResultStatus };

export function parseCameraResultIds(ids: readonly string[] | undefined): CameraResult | null {
  if (!ids || ids.length !== 3) return null;
  const [commandId, deviceId, status] = ids;
  const parsed = cameraResultStatusSchema.safeParse(status);
  if (!parsed.success || !commandId || !deviceId) return null;
  return { command_id: commandId, device_id: deviceId, status: parsed.data };
}
