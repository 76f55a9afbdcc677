// The stored directory handles of spec 02 §3 (browser database, version 1): the folder a user
// picked survives a reload, though the browser asks again for permission each session.
import { DIRECTORY_HANDLES } from '@photodossier/domain/import-timings';
import { databaseOpener, requestResult, transactionDone } from '@/lib/indexed-db';
import { FolderAccessError } from './file-system-access';

export type StoredDirectoryHandle = {
  readonly key: string;
  readonly handle: FileSystemDirectoryHandle;
  readonly name: string;
  readonly timestamp: number;
};

const DATABASE = { name: 'photodossier-directory-handles', store: 'handles' } as const;

const openDatabase = databaseOpener(
  DATABASE.name,
  DIRECTORY_HANDLES.databaseVersion,
  (database) => {
    database.createObjectStore(DATABASE.store, { keyPath: 'key' });
  },
);

async function inStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const database = await openDatabase();
  const transaction = database.transaction(DATABASE.store, mode);
  const result = requestResult(work(transaction.objectStore(DATABASE.store)));
  await transactionDone(transaction);
  return result;
}

function isStoredHandle(value: unknown): value is StoredDirectoryHandle {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record['key'] === 'string' &&
    typeof record['name'] === 'string' &&
    typeof record['timestamp'] === 'number' &&
    typeof record['handle'] === 'object' &&
    record['handle'] !== null
  );
}

/** The handles of one user on this machine: the camera folder and the SD card. */
export function directoryHandleKey(userId: string, purpose: 'camera-folder' | 'sd-card'): string {
  return `${purpose}:${userId}`;
}

export async function saveDirectoryHandle(
  key: string,
  handle: FileSystemDirectoryHandle,
  now = Date.now(),
): Promise<void> {
  const record: StoredDirectoryHandle = { key, handle, name: handle.name, timestamp: now };
  await inStore('readwrite', (store) => store.put(record));
}

/**
 * The stored handle, or null. One older than the cleanup age (30 days) is removed and the read
 * fails with « Permissions expirées » (`folder.permissions_expired`), once: the user is told
 * to pick the folder again rather than finding a watch that silently no longer starts. Each
 * key expires on its own read, so one reader cannot drop another's handle unannounced.
 */
export async function loadDirectoryHandle(
  key: string,
  now = Date.now(),
): Promise<StoredDirectoryHandle | null> {
  const value: unknown = await inStore('readonly', (store) => store.get(key));
  if (!isStoredHandle(value)) return null;
  if (now - value.timestamp <= DIRECTORY_HANDLES.cleanupAfterMs) return value;
  await removeDirectoryHandle(key);
  throw new FolderAccessError('folder.permissions_expired');
}

export async function removeDirectoryHandle(key: string): Promise<void> {
  await inStore('readwrite', (store) => store.delete(key));
}
