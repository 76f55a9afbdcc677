const storageKey = 'photodossier-camera-device-id';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`;
}

let fallback: string | null = null;

/**
 * This browser's id as a remote-controlled camera (decision 0023). Random and kept locally,
 * unlike the machine id, which is a hash of the device model and screen: two identical tablets
 * of one practice would share it and both shoot at one command.
 */
export function getCameraDeviceId(): string {
  try {
    const stored = localStorage.getItem(storageKey);
    if (stored && /^[A-Za-z0-9_-]{1,128}$/.test(stored)) return stored;
    const id = randomId();
    localStorage.setItem(storageKey, id);
    return id;
  } catch {
    // Storage refused (private browsing): one id for this page's life is enough.
    fallback ??= randomId();
    return fallback;
  }
}
