import 'fake-indexeddb/auto';
import { DIRECTORY_HANDLES } from '@photodossier/domain/import-timings';
import { MS_PER_DAY } from '@photodossier/domain/time-units';
import { describe, expect, it } from 'vitest';
import {
  directoryHandleKey,
  loadDirectoryHandle,
  saveDirectoryHandle,
  type StoredDirectoryHandle,
} from './directory-handles';
import { FolderAccessError } from './file-system-access';

const START = Date.UTC(2026, 10, 1, 9, 0, 0);

// fake-indexeddb clones what it stores like a browser does; a plain folder stands in for the
// handle, which only a real browser can make.
function folder(name: string): FileSystemDirectoryHandle {
  return { kind: 'directory', name } as unknown as FileSystemDirectoryHandle;
}

describe('stored directory handles (spec 02 §3, §9: cleanup after 30 days)', () => {
  it('keeps the default of 30 days and database version 1', () => {
    expect(DIRECTORY_HANDLES).toEqual({ cleanupAfterMs: 30 * MS_PER_DAY, databaseVersion: 1 });
  });

  it('removes on read a handle older than 30 days, and says its permissions expired', async () => {
    const old = directoryHandleKey('user-old', 'camera-folder');
    const edge = directoryHandleKey('user-edge', 'sd-card');
    const recent = directoryHandleKey('user-recent', 'camera-folder');
    await saveDirectoryHandle(old, folder('EOS'), START);
    await saveDirectoryHandle(edge, folder('CARTE'), START + MS_PER_DAY);
    await saveDirectoryHandle(recent, folder('Nikon'), START + 20 * MS_PER_DAY);

    // Exactly 30 days is still kept; one millisecond more is not.
    const now = START + 31 * MS_PER_DAY;
    const kept = await loadDirectoryHandle(recent, now);
    expect(kept).toMatchObject({ key: recent, name: 'Nikon', timestamp: START + 20 * MS_PER_DAY });
    expect(await expiry(loadDirectoryHandle(old, now))).toBe('folder.permissions_expired');
    // Told once: the handle is gone after that.
    expect(await loadDirectoryHandle(old, now)).toBeNull();
    expect(await loadDirectoryHandle(edge, now)).toMatchObject({ name: 'CARTE' });
    expect(await expiry(loadDirectoryHandle(edge, now + 1))).toBe('folder.permissions_expired');
    expect(await loadDirectoryHandle(edge, now + 1)).toBeNull();
  });

  it("one user's read leaves another's expired handle for that user to be told", async () => {
    const camera = directoryHandleKey('user-both', 'camera-folder');
    const card = directoryHandleKey('user-both', 'sd-card');
    await saveDirectoryHandle(camera, folder('EOS'), START + 10 * MS_PER_DAY);
    await saveDirectoryHandle(card, folder('CARTE'), START);
    const now = START + 31 * MS_PER_DAY;
    expect(await loadDirectoryHandle(camera, now)).toMatchObject({ name: 'EOS' });
    expect(await expiry(loadDirectoryHandle(card, now))).toBe('folder.permissions_expired');
  });

  it('a handle saved again starts its 30 days again', async () => {
    const key = directoryHandleKey('user-again', 'camera-folder');
    await saveDirectoryHandle(key, folder('Canon'), START);
    await saveDirectoryHandle(key, folder('Canon'), START + 25 * MS_PER_DAY);
    expect(await loadDirectoryHandle(key, START + 40 * MS_PER_DAY)).toMatchObject({
      name: 'Canon',
    });
  });
});

/** The code a read failed with, or a marker when it did not fail. */
async function expiry(read: Promise<StoredDirectoryHandle | null>): Promise<string> {
  return read.then(
    () => 'no failure',
    (error: unknown) => (error instanceof FolderAccessError ? error.code : String(error)),
  );
}
