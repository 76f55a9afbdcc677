import 'fake-indexeddb/auto';
import { BYTES_PER_MB } from '@photodossier/domain/byte-units';
import { MS_PER_HOUR } from '@photodossier/domain/time-units';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deleteTempPhoto,
  listTempPhotos,
  readTempPhoto,
  saveTempPhoto,
  TEMP_PHOTO_DB,
  TempPhotoError,
} from './temp-photo-store';

const START = Date.UTC(2026, 0, 10, 9, 0, 0);
let clock = START;

function bytesOf(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });
}

function photo(seed: number, length = 300): File {
  const bytes = Uint8Array.from({ length }, (_, index) => (index * 31 + seed) % 256);
  return new File([bytes], `photo-${seed}.jpg`, { type: 'image/jpeg', lastModified: 1234 + seed });
}

/** Writes a record straight into the store, as an older or broken version might have. */
async function putRaw(key: string, value: unknown): Promise<void> {
  await listTempPhotos(); // the store creates its schema on first use
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.open(TEMP_PHOTO_DB.name, TEMP_PHOTO_DB.version);
    request.onerror = () => reject(request.error ?? new Error('open failed'));
    request.onsuccess = () => {
      const database = request.result;
      const transaction = database.transaction(TEMP_PHOTO_DB.store, 'readwrite');
      transaction.objectStore(TEMP_PHOTO_DB.store).put(value, key);
      transaction.oncomplete = () => {
        database.close();
        resolve();
      };
      transaction.onerror = () => reject(transaction.error ?? new Error('write failed'));
    };
  });
}

async function storedKeys(): Promise<IDBValidKey[]> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(TEMP_PHOTO_DB.name, TEMP_PHOTO_DB.version);
    request.onerror = () => reject(request.error ?? new Error('open failed'));
    request.onsuccess = () => {
      const database = request.result;
      const keys = database
        .transaction(TEMP_PHOTO_DB.store)
        .objectStore(TEMP_PHOTO_DB.store)
        .getAllKeys();
      keys.onsuccess = () => {
        database.close();
        resolve(keys.result);
      };
      keys.onerror = () => reject(keys.error ?? new Error('read failed'));
    };
  });
}

function deleteDatabase(): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(TEMP_PHOTO_DB.name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error('delete failed'));
  });
}

beforeEach(() => {
  clock = START;
  vi.spyOn(Date, 'now').mockImplementation(() => clock);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await deleteDatabase();
});

describe('temporary photo store (spec 02 §9)', () => {
  it('gives back the same bytes, name, type and date', async () => {
    const original = photo(7, 1000);
    await saveTempPhoto('a', original, 'IMG_0007.JPG');
    const read = await readTempPhoto('a');
    expect(read).not.toBeNull();
    expect(read?.name).toBe('IMG_0007.JPG');
    expect(read?.type).toBe('image/jpeg');
    expect(read?.lastModified).toBe(original.lastModified);
    expect(await bytesOf(read as File)).toEqual(await bytesOf(original));
    expect(await listTempPhotos()).toEqual([
      { key: 'a', filename: 'IMG_0007.JPG', size: 1000, created: START },
    ]);
  });

  it('lists oldest first, replaces a key in place and deletes', async () => {
    await saveTempPhoto('second', photo(2), 'b.jpg');
    clock -= 5000;
    await saveTempPhoto('first', photo(1), 'a.jpg');
    clock += 10_000;
    await saveTempPhoto('third', photo(3), 'c.jpg');
    expect((await listTempPhotos()).map((entry) => entry.key)).toEqual([
      'first',
      'second',
      'third',
    ]);
    clock += 1000;
    await saveTempPhoto('first', photo(4, 10), 'd.jpg');
    expect((await listTempPhotos()).map((entry) => [entry.key, entry.filename])).toEqual([
      ['second', 'b.jpg'],
      ['third', 'c.jpg'],
      ['first', 'd.jpg'],
    ]);
    await deleteTempPhoto('second');
    expect(await readTempPhoto('second')).toBeNull();
    expect((await listTempPhotos()).map((entry) => entry.key)).toEqual(['third', 'first']);
  });

  it('keeps 50 photos: the 51st save removes the oldest', async () => {
    for (let index = 0; index < 50; index += 1) {
      await saveTempPhoto(`p${index}`, photo(index, 8), `p${index}.jpg`);
      clock += 1000;
    }
    expect(await listTempPhotos()).toHaveLength(50);
    await saveTempPhoto('p50', photo(50, 8), 'p50.jpg');
    const keys = (await listTempPhotos()).map((entry) => entry.key);
    expect(keys).toHaveLength(50);
    expect(keys[0]).toBe('p1');
    expect(keys.at(-1)).toBe('p50');
    expect(await readTempPhoto('p0')).toBeNull();
    // Replacing one already kept needs no room: nothing else goes.
    await saveTempPhoto('p10', photo(10, 8), 'p10.jpg');
    expect(await listTempPhotos()).toHaveLength(50);
    expect(await readTempPhoto('p1')).not.toBeNull();
  });

  it('drops photos older than 24 hours, on read and before a save', async () => {
    await saveTempPhoto('old', photo(1), 'old.jpg');
    await saveTempPhoto('older', photo(2), 'older.jpg');
    clock += 24 * MS_PER_HOUR;
    expect(await readTempPhoto('old')).not.toBeNull();
    clock += 1;
    expect(await listTempPhotos()).toEqual([]);
    expect(await readTempPhoto('old')).toBeNull();
    expect(await storedKeys()).toEqual(['older']);
    await saveTempPhoto('new', photo(3), 'new.jpg');
    expect(await storedKeys()).toEqual(['new']);
  });

  it('refuses a file above 15 MB and an empty one, with their codes', async () => {
    const tooLarge = new File([new Uint8Array(15 * BYTES_PER_MB + 1)], 'big.jpg');
    const refusal = saveTempPhoto('big', tooLarge, 'big.jpg');
    await expect(refusal).rejects.toBeInstanceOf(TempPhotoError);
    await expect(refusal).rejects.toMatchObject({ code: 'temp_photo.too_large' });
    await expect(saveTempPhoto('empty', new File([], 'e.jpg'), 'e.jpg')).rejects.toMatchObject({
      code: 'temp_photo.invalid_base64_data',
    });
    expect(await listTempPhotos()).toEqual([]);
    await saveTempPhoto('limit', new File([new Uint8Array(15 * BYTES_PER_MB)], 'l.jpg'), 'l.jpg');
    expect((await listTempPhotos()).map((entry) => entry.size)).toEqual([15 * BYTES_PER_MB]);
  });

  it('deletes a corrupt record when it is read', async () => {
    await saveTempPhoto('good', photo(1), 'good.jpg');
    await putRaw('bad-base64', {
      filename: 'x.jpg',
      data: 'not base64!',
      size: 8,
      created: START,
      type: 'image/jpeg',
      lastModified: 0,
    });
    await putRaw('no-data', { filename: 'y.jpg', size: 3, created: START });
    await putRaw('wrong-size', { filename: 'z.jpg', data: 'aGk=', size: 99, created: START });
    for (const key of ['bad-base64', 'no-data', 'wrong-size']) {
      expect(await readTempPhoto(key)).toBeNull();
    }
    expect(await storedKeys()).toEqual(['good']);
  });

  it('drops records missing their fields before a save, as they are never listed', async () => {
    await putRaw('junk', { data: 'aGk=' });
    await saveTempPhoto('good', photo(1), 'good.jpg');
    expect(await storedKeys()).toEqual(['good']);
  });
});
