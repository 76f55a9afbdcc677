import { localCalendarDay } from '@photodossier/domain/calendar-date';

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
  const time = `${pad(takenAt.getHours())}h${pad(takenAt.getMinutes())}-${pad(takenAt.getSeconds())}`;
  return `${kind}-${localCalendarDay(takenAt)}-${time}-${index}.${extension}`;
}

/** Where a shot goes: a patient's record, the unassigned photos, or quick mode (unassigned, camera_quick). */
export type CaptureTarget =
  | { readonly kind: 'patient'; readonly patientId: string }
  | { readonly kind: 'unassigned' }
  | { readonly kind: 'quick' };

export type CaptureStoreKey = {
  readonly userId: string;
  readonly target: CaptureTarget;
  readonly captureId: string;
};

// The temporary photo store is shared by every account of the browser, and a shot left over
// must reach the record it was taken for, not the one the camera shows when it comes back:
// the key carries both, "camera-capture/{user}/{target}/{id}", the ids URI-encoded so a slash
// in them cannot shift the fields. Keys of the first release ("camera-capture-{id}") have no
// owner: no one is offered them, and the store expires them after a day.
const CAPTURE_KEY_PREFIX = 'camera-capture/';

function targetCode(target: CaptureTarget): string {
  return target.kind === 'patient'
    ? `patient:${encodeURIComponent(target.patientId)}`
    : target.kind;
}

function targetOf(code: string): CaptureTarget | null {
  if (code === 'unassigned' || code === 'quick') return { kind: code };
  if (!code.startsWith('patient:')) return null;
  const patientId = decodeComponent(code.slice('patient:'.length));
  return patientId ? { kind: 'patient', patientId } : null;
}

function decodeComponent(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

export function captureStoreKey({ userId, target, captureId }: CaptureStoreKey): string {
  return `${CAPTURE_KEY_PREFIX}${encodeURIComponent(userId)}/${targetCode(target)}/${encodeURIComponent(captureId)}`;
}

/** The owner, target and shot of a camera key; null for any other key of the store. */
export function parseCaptureStoreKey(key: string): CaptureStoreKey | null {
  if (!key.startsWith(CAPTURE_KEY_PREFIX)) return null;
  const parts = key.slice(CAPTURE_KEY_PREFIX.length).split('/');
  if (parts.length !== 3) return null;
  const [user = '', code = '', id = ''] = parts;
  const userId = decodeComponent(user);
  const target = targetOf(code);
  const captureId = decodeComponent(id);
  if (!userId || !target || !captureId) return null;
  return { userId, target, captureId };
}

export function sameCaptureTarget(a: CaptureTarget, b: CaptureTarget): boolean {
  if (a.kind === 'patient' || b.kind === 'patient') {
    return a.kind === 'patient' && b.kind === 'patient' && a.patientId === b.patientId;
  }
  return a.kind === b.kind;
}
