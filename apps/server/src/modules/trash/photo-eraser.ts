import { InvalidBlobKeyError, type BlobStore } from '../../platform/blobs/blob-store';
import { nowMs } from '../../platform/db/portable';
import { mapWithConcurrency } from '../media/concurrency';
import type { StorageUsageRepository } from '../storage/usage-repository';
import type { ErasablePhotoRow, TrashRepository } from './repository';

/** Blob deletions in flight at once: enough to hide S3 latency, few enough for one node. */
const BLOB_DELETE_CONCURRENCY = 8;

/** What permanent deletions removed so far; kept by the caller across batches and failures. */
export class ErasedPhotos {
  count = 0;
  bytes = 0;
  /** Photos deleted, and originals that lost a variant. */
  readonly changedIds = new Set<string>();
  readonly patientIds = new Set<string>();
  /** Each photo deleted with its patient, for the access journal. */
  readonly photos: { id: string; patientId: string | null }[] = [];
}

function storedKeys(row: ErasablePhotoRow): string[] {
  return [row.storage_path, row.thumbnail_path, row.preview_path].filter(
    (key): key is string => key !== null && key !== '',
  );
}

/**
 * Permanent deletion of photos (spec 01 §4): stored file, thumbnail and preview first (a file
 * already gone counts as deleted), then in one transaction the rows with their variants and face
 * embeddings, the originals' background_removed_url, and the bytes given back to the quota.
 * A file that cannot be deleted stops the batch before any row goes, so a retry finds the rows.
 */
export class PhotoEraser {
  constructor(
    private readonly repository: TrashRepository,
    private readonly usage: StorageUsageRepository,
    private readonly blobs: BlobStore,
  ) {}

  async erase(userId: string, ids: readonly string[], erased: ErasedPhotos): Promise<void> {
    const rows = await this.repository.erasableWithVariants(userId, ids);
    if (rows.length === 0) return;
    await mapWithConcurrency(rows.flatMap(storedKeys), BLOB_DELETE_CONCURRENCY, (key) =>
      this.#deleteBlob(key),
    );
    const now = nowMs();
    const deleted = await this.repository.transaction(async (repository, trx) => {
      const result = await repository.deletePhotoRows(userId, rows, now);
      if (result.bytes > 0) await this.usage.release(userId, result.bytes, now, trx);
      return result;
    });
    erased.count += deleted.count;
    erased.bytes += deleted.bytes;
    for (const id of deleted.ids) erased.changedIds.add(id);
    for (const id of deleted.patientIds) erased.patientIds.add(id);
    erased.photos.push(...deleted.deleted);
  }

  async #deleteBlob(key: string): Promise<void> {
    try {
      await this.blobs.delete(key);
    } catch (error) {
      // A path no store could hold names no file: there is nothing to delete.
      if (!(error instanceof InvalidBlobKeyError)) throw error;
    }
  }
}
