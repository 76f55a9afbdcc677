import {
  parseCameraCommandIds,
  parseCameraResultIds,
  type CameraCommand,
  type CameraResult,
} from '@photodossier/domain/camera-control';
import { CAMERA_CONTROL_TOPIC, CAMERA_RESULT_TOPIC } from '@photodossier/domain/live-events';
import type { LiveEvent } from '@/lib/live-events';

/**
 * The command of a live event when it is addressed to this camera. Every device of the user
 * hears every command; only the targeted one acts, and a replayed id is acted on once.
 */
export function commandForDevice(
  event: LiveEvent,
  deviceId: string,
  handled: ReadonlySet<string> = new Set(),
): CameraCommand | null {
  if (event.topic !== CAMERA_CONTROL_TOPIC) return null;
  const command = parseCameraCommandIds(event.ids);
  if (!command || command.target_device_id !== deviceId || handled.has(command.id)) return null;
  return command;
}

/** The camera's answer to one of the remote's commands, or null for any other event. */
export function resultForCommand(event: LiveEvent, commandId: string): CameraResult | null {
  if (event.topic !== CAMERA_RESULT_TOPIC) return null;
  const result = parseCameraResultIds(event.ids);
  return result && result.command_id === commandId ? result : null;
}

/**
 * What the device is, from its user agent: the remote names cameras "Caméra · iPhone". Names of
 * platforms, the same in every language, since the remote may read another language.
 */
export function deviceKindOf(userAgent: string): string {
  if (/iPhone/i.test(userAgent)) return 'iPhone';
  if (/iPad/i.test(userAgent)) return 'iPad';
  if (/Android/i.test(userAgent)) return 'Android';
  if (/Macintosh|Mac OS X/i.test(userAgent)) return 'Mac';
  if (/Windows/i.test(userAgent)) return 'Windows';
  if (/CrOS/i.test(userAgent)) return 'ChromeOS';
  if (/Linux/i.test(userAgent)) return 'Linux';
  return 'Web';
}

/** The last characters of the device id, to tell two devices of the same kind apart. */
export function deviceSuffixOf(deviceId: string): string {
  return deviceId.slice(-4).toUpperCase();
}
