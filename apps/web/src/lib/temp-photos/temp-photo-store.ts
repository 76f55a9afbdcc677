// CONTRACT SLOT (replaced by the import-engine work): the temporary photo store of spec 02 §3
// and §9, in IndexedDB. Records are { filename, data (base64 without data-URL prefix), size,
// created }; at most 50 photos, 24 hours, 15 MB each; older or excess photos are removed
// before each save (domain temp-photo.ts); a corrupt record is deleted when read.

export type TempPhotoEntry = {
  readonly key: string;
  readonly filename: string;
  readonly size: number;
  readonly created: number;
};

/** Keeps a file under `key` (replacing one already there). Throws a CheckFailure-coded Error. */
export async function saveTempPhoto(_key: string, _file: Blob, _filename: string): Promise<void> {
  throw new Error('not implemented yet');
}

/** The file kept under `key`, or null (absent, expired or corrupt: corrupt ones are deleted). */
export async function readTempPhoto(_key: string): Promise<File | null> {
  throw new Error('not implemented yet');
}

export async function deleteTempPhoto(_key: string): Promise<void> {
  throw new Error('not implemented yet');
}

/** Every kept photo, oldest first, without its data. */
export async function listTempPhotos(): Promise<TempPhotoEntry[]> {
  throw new Error('not implemented yet');
}
