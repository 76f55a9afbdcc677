export type CaptureKind = 'photo' | 'video';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * "photo-2026-11-22-21h45-07-1.jpg": readable in a download folder, sorted by time, and unique
 * within a burst (the index), so the upload panel's rows and the temporary store's keys of two
 * shots taken in the same second never collide.
 */
export function captureFileName(
  kind: CaptureKind,
  takenAt: Date,
  index: number,
  extension: string,
): string {
  const day = `${takenAt.getFullYear()}-${pad(takenAt.getMonth() + 1)}-${pad(takenAt.getDate())}`;
  const time = `${pad(takenAt.getHours())}h${pad(takenAt.getMinutes())}-${pad(takenAt.getSeconds())}`;
  return `${kind}-${day}-${time}-${index}.${extension}`;
}

/** Keys of the temporary photo store that belong to the camera. */
export const CAPTURE_KEY_PREFIX = 'camera-capture-';

export function captureStoreKey(captureId: string): string {
  return `${CAPTURE_KEY_PREFIX}${captureId}`;
}

export function isCaptureStoreKey(key: string): boolean {
  return key.startsWith(CAPTURE_KEY_PREFIX);
}

/** "0:07", "12:30": the recording timer. */
export function formatRecordingTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${pad(seconds % 60)}`;
}
