/**
 * Recordings not yet on the server, kept in IndexedDB: a reload, a closed tab or a lost
 * connection during or after a dictation loses nothing; the page offers them again, as the
 * camera does with its shots. A recording is saved as it grows (one chunk a second).
 */

export type PendingRecording = {
  readonly key: string;
  readonly title: string;
  readonly recordedOn: string;
  readonly patientId: string | null;
  readonly type: string;
  readonly chunks: readonly Blob[];
  readonly startedAt: number;
  /** Set once the dictation exists on the server: the upload retries into it. */
  readonly dictationId: string | null;
};

const DATABASE = 'photodossier-dictations';
const STORE = 'recordings';

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = null;
      reject(request.error ?? new Error('IndexedDB unavailable'));
    };
  });
  return opening;
}

async function run<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const database = await open();
  return new Promise((resolve, reject) => {
    const transaction = database.transaction(STORE, mode);
    const request = action(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
  });
}

export function savePendingRecording(recording: PendingRecording): Promise<IDBValidKey> {
  return run('readwrite', (store) => store.put(recording));
}

export async function listPendingRecordings(): Promise<PendingRecording[]> {
  const all = await run('readonly', (store) => store.getAll() as IDBRequest<PendingRecording[]>);
  return all.sort((a, b) => a.startedAt - b.startedAt);
}

export function forgetPendingRecording(key: string): Promise<undefined> {
  return run('readwrite', (store) => store.delete(key) as IDBRequest<undefined>);
}

export function recordingBlob(recording: PendingRecording): Blob {
  return new Blob([...recording.chunks], { type: recording.type });
}
