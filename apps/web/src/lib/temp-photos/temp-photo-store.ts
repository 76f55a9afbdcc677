// The temporary photo store of spec 02 §3 and §9, in IndexedDB: files waiting for their upload
// survive a reload. Records are { filename, data (base64 without data-URL prefix), size,
// created, type, lastModified }; at most 50 photos, 24 hours, 15 MB each; older or excess
// photos are removed before each save; a corrupt or expired record is deleted when read.
import { TEMP_PHOTO_STORE } from '@photodossier/domain/import-timings';
import {
  base64ByteLength,
  tempPhotosToEvict,
  validateTempPhotoData,
  type TempPhotoDataCheck,
} from '@photodossier/domain/temp-photo';
import { databaseOpener, requestResult, transactionDone } from '@/lib/indexed-db';

export type TempPhotoEntry = {
  readonly key: string;
  readonly filename: string;
  readonly size: number;
  readonly created: number;
};

export type TempPhotoErrorCode = Extract<TempPhotoDataCheck, { ok: false }>['code'];

/** A refused save; `code` is the catalogue code of its text (errors.ts). */
export class TempPhotoError extends Error {
  constructor(readonly code: TempPhotoErrorCode) {
    super(code);
    this.name = 'TempPhotoError';
  }
}

export const TEMP_PHOTO_DB = { name: 'photodossier-temp-photos', version: 1, store: 'photos' };

// The entry fields as one index key: listing and eviction walk the index's keys and never
// load the photos' data (up to 50 × 20 MB of base64). A record lacking one of them is not in
// the index, which is how a save finds corrupt records to drop.
const ENTRY_INDEX = 'entries';
const ENTRY_KEY_PATH = ['created', 'size', 'filename'];

interface TempPhotoRecord {
  readonly filename: string;
  readonly data: string;
  readonly size: number;
  readonly created: number;
  readonly type: string;
  readonly lastModified: number;
}

const openDatabase = databaseOpener(TEMP_PHOTO_DB.name, TEMP_PHOTO_DB.version, (database) => {
  const store = database.createObjectStore(TEMP_PHOTO_DB.store);
  store.createIndex(ENTRY_INDEX, ENTRY_KEY_PATH);
});

async function withStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => Promise<T>,
): Promise<T> {
  const database = await openDatabase();
  const transaction = database.transaction(TEMP_PHOTO_DB.store, mode);
  const done = transactionDone(transaction);
  let result: T;
  try {
    result = await work(transaction.objectStore(TEMP_PHOTO_DB.store));
  } catch (error) {
    done.catch(() => {});
    throw error;
  }
  await done;
  return result;
}

/** The entries of the index, oldest first, read from its keys only. */
function entriesOf(store: IDBObjectStore): Promise<TempPhotoEntry[]> {
  return new Promise((resolve, reject) => {
    const entries: TempPhotoEntry[] = [];
    const request = store.index(ENTRY_INDEX).openKeyCursor();
    request.onerror = () => reject(request.error ?? new Error('IndexedDB cursor failed'));
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) {
        resolve(entries);
        return;
      }
      const [created, size, filename] = cursor.key as [unknown, unknown, unknown];
      if (
        typeof cursor.primaryKey === 'string' &&
        typeof created === 'number' &&
        typeof size === 'number' &&
        typeof filename === 'string'
      ) {
        entries.push({ key: cursor.primaryKey, filename, size, created });
      }
      cursor.continue();
    };
  });
}

/** Base64 through a data URL: the browser's own encoder, fast on 15 MB where a loop is not. */
function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('File not readable'));
    reader.readAsDataURL(file);
  });
}

function decodeBase64(data: string): Uint8Array<ArrayBuffer> {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function isWellFormed(value: unknown): value is TempPhotoRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<Record<keyof TempPhotoRecord, unknown>>;
  if (
    typeof record.filename !== 'string' ||
    typeof record.size !== 'number' ||
    typeof record.created !== 'number' ||
    !Number.isFinite(record.created)
  ) {
    return false;
  }
  const check = validateTempPhotoData(record.data);
  return check.ok && check.byteLength === record.size;
}

/** Keeps a file under `key` (replacing one already there). Throws a TempPhotoError. */
export async function saveTempPhoto(key: string, file: Blob, filename: string): Promise<void> {
  // Before reading it: a 2 GB video must not be turned into base64 only to be refused.
  if (file.size > TEMP_PHOTO_STORE.maxBytesPerPhoto)
    throw new TempPhotoError('temp_photo.too_large');
  const data = await readBase64(file);
  const check = validateTempPhotoData(data);
  if (!check.ok) throw new TempPhotoError(check.code);
  const now = Date.now();
  const record: TempPhotoRecord = {
    filename,
    data,
    size: base64ByteLength(data),
    created: now,
    type: file.type,
    lastModified: file instanceof File ? file.lastModified : now,
  };
  await withStore('readwrite', async (store) => {
    const [keys, indexed, entries] = await Promise.all([
      requestResult(store.getAllKeys()),
      requestResult(store.index(ENTRY_INDEX).getAllKeys()),
      entriesOf(store),
    ]);
    const listed = new Set(indexed);
    const corrupt = keys.filter((stored) => !listed.has(stored));
    // The photo it replaces does not count against the cap.
    const evicted = tempPhotosToEvict(
      entries.filter((entry) => entry.key !== key),
      now,
    );
    for (const stale of [...corrupt, ...evicted.map((entry) => entry.key)]) store.delete(stale);
    store.put(record, key);
  });
}

/** The file kept under `key`, or null (absent, expired or corrupt: those are deleted). */
export async function readTempPhoto(key: string): Promise<File | null> {
  const value: unknown = await withStore('readonly', (store) => requestResult(store.get(key)));
  if (value === undefined) return null;
  if (!isWellFormed(value) || Date.now() - value.created > TEMP_PHOTO_STORE.maxAgeMs) {
    await deleteTempPhoto(key);
    return null;
  }
  return new File([decodeBase64(value.data)], value.filename, {
    type: typeof value.type === 'string' ? value.type : '',
    lastModified: typeof value.lastModified === 'number' ? value.lastModified : value.created,
  });
}

export async function deleteTempPhoto(key: string): Promise<void> {
  await withStore('readwrite', async (store) => {
    store.delete(key);
  });
}

/** Every kept photo that has not expired, oldest first, without its data. */
export async function listTempPhotos(): Promise<TempPhotoEntry[]> {
  const entries = await withStore('readonly', entriesOf);
  const now = Date.now();
  return entries.filter((entry) => now - entry.created <= TEMP_PHOTO_STORE.maxAgeMs);
}
