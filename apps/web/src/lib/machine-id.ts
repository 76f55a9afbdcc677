import { machineIdSchema } from '@photodossier/domain/user-settings';

/** Local key of this browser's machine id (spec 01 §3), shared by every signed-in user. */
export const machineIdStorageKey = 'photodossier-machine-id';

/** What the spec fingerprints: user agent, language, platform, screen size, timezone offset. */
export function machineFingerprint(): string {
  return [
    navigator.userAgent,
    navigator.language,
    navigator.platform,
    `${window.screen.width}x${window.screen.height}`,
    String(new Date().getTimezoneOffset()),
  ].join('|');
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function randomMachineId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function readStoredMachineId(): string | null {
  try {
    const stored = localStorage.getItem(machineIdStorageKey);
    return stored !== null && machineIdSchema.safeParse(stored).success ? stored : null;
  } catch {
    return null;
  }
}

function storeMachineId(id: string): void {
  try {
    localStorage.setItem(machineIdStorageKey, id);
  } catch {
    // Storage refused (private browsing): the id is recomputed on each visit, the same hash.
  }
}

let pending: Promise<string> | null = null;

/**
 * This browser's id for per-machine settings (camera folder, SD card). Computed once and kept
 * locally, so a resized window or a new timezone later does not orphan the saved settings; a
 * random id replaces the hash when hashing is impossible (no WebCrypto outside https).
 */
export function getMachineId(): Promise<string> {
  const stored = readStoredMachineId();
  if (stored) return Promise.resolve(stored);
  pending ??= (async () => {
    let id: string;
    try {
      id = await sha256Hex(machineFingerprint());
    } catch {
      id = randomMachineId();
    }
    storeMachineId(id);
    return id;
  })().finally(() => {
    pending = null;
  });
  return pending;
}
