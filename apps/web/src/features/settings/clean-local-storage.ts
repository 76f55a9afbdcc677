import { DATA_ACTION_WAITS } from '@photodossier/domain/archive';
import { TEMP_PHOTO_DB } from '@/lib/temp-photos/temp-photo-store';

// Spec 01 §9 "Storage cleaning": the local keys of temporary photos, caches and thumbnails. The
// settings waiting to be sent (photodossier-settings-pending-*) and the app's precache stay.
const cachedSettingsPrefix = 'photodossier-settings-';
const pendingSettingsPrefix = 'photodossier-settings-pending-';

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    try {
      const request = indexedDB.deleteDatabase(name);
      request.onsuccess = () => resolve();
      request.onerror = () => resolve();
      request.onblocked = () => resolve();
    } catch {
      resolve();
    }
  });
}

/** Cleans what this browser keeps, then waits the spec's 1.5 s. */
export async function cleanLocalStorage(
  wait: number = DATA_ACTION_WAITS.afterStorageCleanMs,
): Promise<void> {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) {
      if (!key) continue;
      const cachedSettings =
        key.startsWith(cachedSettingsPrefix) && !key.startsWith(pendingSettingsPrefix);
      if (cachedSettings || /temp|cache|thumb/i.test(key)) localStorage.removeItem(key);
    }
  } catch {
    // Storage refused: nothing kept to clean.
  }
  await deleteDatabase(TEMP_PHOTO_DB.name);
  if ('caches' in globalThis) {
    for (const name of await caches.keys().catch(() => [] as string[])) {
      if (!name.includes('precache')) await caches.delete(name).catch(() => false);
    }
  }
  await new Promise((resolve) => setTimeout(resolve, wait));
}
