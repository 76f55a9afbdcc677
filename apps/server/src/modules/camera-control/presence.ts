import { CAMERA_PRESENCE_TTL_MS } from '@photodossier/domain/camera-control';
import { CAMERA_OFFLINE_TOPIC, CAMERA_PRESENCE_TOPIC } from '@photodossier/domain/live-events';
import type { EventBus, LiveEvent } from '../../platform/events/event-bus';

/** A camera page left open on one of the user's devices. */
export interface OnlineCamera {
  readonly deviceId: string;
  readonly label: string;
  readonly lastSeenAt: number;
}

/** More would only come from a misbehaving client; the oldest is forgotten first. */
const MAX_CAMERAS_PER_USER = 20;

/**
 * Which cameras are online, learned from the presence events on the bus rather than from the
 * requests this node served: every node hears every heartbeat (PostgreSQL NOTIFY), so any node
 * can list and command a camera whose heartbeats land on another. Times are this node's own
 * clock at reception, so clock skew between nodes does not matter. A node that just started
 * knows the cameras after their next heartbeat.
 */
export class CameraPresence {
  readonly #byUser = new Map<string, Map<string, OnlineCamera>>();
  readonly #unsubscribe: () => void;

  constructor(
    bus: EventBus,
    private readonly ttlMs: number = CAMERA_PRESENCE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {
    this.#unsubscribe = bus.subscribe((event) => this.#hear(event));
  }

  list(userId: string): OnlineCamera[] {
    const cameras = this.#prune(userId);
    return cameras ? [...cameras.values()].sort((a, b) => b.lastSeenAt - a.lastSeenAt) : [];
  }

  isOnline(userId: string, deviceId: string): boolean {
    return this.#prune(userId)?.has(deviceId) ?? false;
  }

  close(): void {
    this.#unsubscribe();
    this.#byUser.clear();
  }

  #hear(event: LiveEvent): void {
    if (event.userId === null) return;
    const [deviceId, label] = event.ids;
    if (!deviceId) return;
    if (event.topic === CAMERA_PRESENCE_TOPIC && label) {
      const cameras = this.#byUser.get(event.userId) ?? new Map<string, OnlineCamera>();
      cameras.delete(deviceId);
      cameras.set(deviceId, { deviceId, label, lastSeenAt: this.now() });
      // Insertion order is the order of last heartbeat: the first key is the stalest.
      const stalest = cameras.keys().next().value;
      if (cameras.size > MAX_CAMERAS_PER_USER && stalest !== undefined) cameras.delete(stalest);
      this.#byUser.set(event.userId, cameras);
    } else if (event.topic === CAMERA_OFFLINE_TOPIC) {
      this.#byUser.get(event.userId)?.delete(deviceId);
    }
  }

  #prune(userId: string): Map<string, OnlineCamera> | undefined {
    const cameras = this.#byUser.get(userId);
    if (!cameras) return undefined;
    const oldest = this.now() - this.ttlMs;
    for (const [deviceId, camera] of cameras) {
      if (camera.lastSeenAt < oldest) cameras.delete(deviceId);
    }
    if (cameras.size === 0) {
      this.#byUser.delete(userId);
      return undefined;
    }
    return cameras;
  }
}
