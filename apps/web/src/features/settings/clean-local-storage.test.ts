import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listTempPhotos, saveTempPhoto } from '@/lib/temp-photos/temp-photo-store';
import { requestResult } from '@/lib/indexed-db';
import { cleanLocalStorage } from './clean-local-storage';

/** A CacheStorage of names only: what cleaning looks at and deletes. */
function fakeCaches(names: string[]) {
  const held = new Set(names);
  return {
    held,
    storage: {
      keys: async () => [...held],
      delete: async (name: string) => held.delete(name),
    },
  };
}

/** A database the camera-folder import keeps (folder handles): not a cache, it must stay. */
async function seedOtherDatabase(): Promise<void> {
  const request = indexedDB.open('photodossier-directory-handles', 1);
  request.onupgradeneeded = () => request.result.createObjectStore('handles', { keyPath: 'key' });
  const database = await requestResult(request);
  const transaction = database.transaction('handles', 'readwrite');
  transaction.objectStore('handles').put({ key: 'dcim', name: 'DCIM' });
  await new Promise((resolve) => (transaction.oncomplete = resolve));
  database.close();
}

async function otherDatabaseKeys(): Promise<IDBValidKey[]> {
  const database = await requestResult(indexedDB.open('photodossier-directory-handles', 1));
  const keys = await requestResult(
    database.transaction('handles').objectStore('handles').getAllKeys(),
  );
  database.close();
  return keys;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('cleanLocalStorage (spec 01 §9 storage cleaning)', () => {
  it('removes the temporary photos, caches and cached copies, and keeps the rest', async () => {
    const kept = {
      'photodossier-settings-pending-user-1': '{"theme":"dark"}',
      'photodossier-theme': 'dark',
      'photodossier-pinned-patients:user-1': '["p1"]',
      'photodossier-install-banner-dismissed': 'true',
    };
    const removed = [
      'photodossier-settings-user-1',
      'photodossier-thumbnail-cache',
      'photodossier-temp-upload-3',
      'photodossier-media-cache:user-1',
    ];
    for (const [key, value] of Object.entries(kept)) localStorage.setItem(key, value);
    for (const key of removed) localStorage.setItem(key, 'x');
    await saveTempPhoto(
      'capture-1',
      new Blob([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], { type: 'image/jpeg' }),
      'IMG_0001.JPG',
    );
    expect(await listTempPhotos()).toHaveLength(1);
    await seedOtherDatabase();
    const caches = fakeCaches(['workbox-precache-v2-https://app.test/', 'images', 'api-responses']);
    vi.stubGlobal('caches', caches.storage);

    await cleanLocalStorage(0);

    for (const key of removed) expect(localStorage.getItem(key), key).toBeNull();
    for (const [key, value] of Object.entries(kept))
      expect(localStorage.getItem(key), key).toBe(value);
    expect(await listTempPhotos()).toEqual([]);
    expect([...caches.held]).toEqual(['workbox-precache-v2-https://app.test/']);
    expect(await otherDatabaseKeys()).toEqual(['dcim']);
  });

  it('waits the spec’s pause after cleaning', async () => {
    vi.useFakeTimers();
    try {
      let done = false;
      const cleaning = cleanLocalStorage().then(() => (done = true));
      await vi.advanceTimersByTimeAsync(1_400);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      await cleaning;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
