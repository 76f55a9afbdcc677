import {
  type CameraCommand,
  type CameraCommandBody,
  type CameraDeviceList,
  type CameraHeartbeatBody,
  type CameraResultBody,
} from '@photodossier/domain/camera-control';
import {
  CAMERA_CONTROL_TOPIC,
  CAMERA_OFFLINE_TOPIC,
  CAMERA_PRESENCE_TOPIC,
  CAMERA_RESULT_TOPIC,
} from '@photodossier/domain/live-events';
import type { Viewer } from '../../platform/auth/viewer';
import { newId, toIso } from '../../platform/db/portable';
import type { EventBus } from '../../platform/events/event-bus';
import type { AttemptLimiter } from '../../platform/http/attempt-limiter';
import { AppError } from '../../platform/http/problem';
import type { CameraPresence } from './presence';

/**
 * Remote shutter (decision 0023). Nothing is stored: presence, commands and results are live
 * events of the signed-in user, so only that user's streams and cameras ever see them, and a
 * command for a camera of another account cannot even name an online camera.
 */
export class CameraControlService {
  constructor(
    private readonly bus: EventBus,
    private readonly presence: CameraPresence,
    private readonly heartbeatLimiter: AttemptLimiter,
    private readonly commandLimiter: AttemptLimiter,
  ) {}

  async heartbeat(viewer: Viewer, body: CameraHeartbeatBody): Promise<void> {
    await this.#consume(this.heartbeatLimiter, `camera-presence:${viewer.userId}`);
    await this.bus.publish({
      topic: CAMERA_PRESENCE_TOPIC,
      ids: [body.device_id, body.label],
      userId: viewer.userId,
    });
  }

  async leave(viewer: Viewer, deviceId: string): Promise<void> {
    if (!this.presence.isOnline(viewer.userId, deviceId)) return;
    await this.bus.publish({ topic: CAMERA_OFFLINE_TOPIC, ids: [deviceId], userId: viewer.userId });
  }

  list(viewer: Viewer): CameraDeviceList {
    return {
      items: this.presence.list(viewer.userId).map((camera) => ({
        device_id: camera.deviceId,
        label: camera.label,
        last_seen_at: toIso(camera.lastSeenAt),
      })),
    };
  }

  async command(viewer: Viewer, body: CameraCommandBody): Promise<CameraCommand> {
    await this.#consume(this.commandLimiter, `camera-command:${viewer.userId}`);
    if (!this.presence.isOnline(viewer.userId, body.target_device_id)) {
      throw new AppError('camera_control.camera_offline', 409);
    }
    const command: CameraCommand = {
      id: newId(),
      target_device_id: body.target_device_id,
      action: body.action,
    };
    await this.bus.publish({
      topic: CAMERA_CONTROL_TOPIC,
      ids: [command.id, command.target_device_id, command.action],
      userId: viewer.userId,
    });
    return command;
  }

  /** The camera's answer, relayed to the user's other devices (the remote shows it). */
  async result(viewer: Viewer, commandId: string, body: CameraResultBody): Promise<void> {
    await this.#consume(this.commandLimiter, `camera-result:${viewer.userId}`);
    await this.bus.publish({
      topic: CAMERA_RESULT_TOPIC,
      ids: [commandId, body.device_id, body.status],
      userId: viewer.userId,
    });
  }

  async #consume(limiter: AttemptLimiter, key: string): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (error) {
      if (error instanceof AppError && error.status === 429) {
        throw new AppError('camera_control.too_many_commands', 429);
      }
      throw error;
    }
  }
}
