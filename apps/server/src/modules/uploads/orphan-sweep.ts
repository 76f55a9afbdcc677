import type { Logger } from 'pino';
import type { BlobStore } from '../../platform/blobs/blob-store';
import type { UploadLedgerRepository } from './ledger-repository';
import type { UploadsRepository } from './repository';
import { photoStorageKeysOf } from './storage-keys';

/**
 * A file younger than this is never an orphan: it may belong to a write whose row is not
 * committed yet (a video poster replaced, files moved to another patient's folder).
 */
export const ORPHAN_BLOB_GRACE_MS = 60 * 60 * 1000;

const PHOTO_ROOT = 'medical-photos/';

/**
 * Deletes photo files no record points to: what a server killed between storing an upload's
 * files and recording it leaves behind (decision 0024). A file is kept while a photo row of
 * its owner, trash included, or an upload being finished names it, and while it is young.
 */
export class OrphanBlobSweep {
  constructor(
    private readonly blobs: BlobStore,
    private readonly uploads: UploadsRepository,
    private readonly ledger: UploadLedgerRepository,
    private readonly logger: Logger,
  ) {}

  /** How many files it deleted. */
  async run(now: number = Date.now()): Promise<number> {
    const keysByUser = new Map<string, string[]>();
    for await (const key of this.blobs.list(PHOTO_ROOT)) {
      const userId = key.slice(PHOTO_ROOT.length).split('/')[0];
      if (!userId) continue;
      const keys = keysByUser.get(userId) ?? [];
      keys.push(key);
      keysByUser.set(userId, keys);
    }
    let deleted = 0;
    for (const [userId, keys] of keysByUser) {
      const kept = new Set(await this.uploads.storedKeysOf(userId));
      for (const original of await this.ledger.keysInFlight(userId)) {
        for (const key of Object.values(photoStorageKeysOf(original))) kept.add(key);
      }
      for (const key of keys) {
        if (kept.has(key)) continue;
        const meta = await this.blobs.head(key);
        if (!meta || meta.lastModified.getTime() > now - ORPHAN_BLOB_GRACE_MS) continue;
        await this.blobs.delete(key);
        deleted += 1;
      }
    }
    if (deleted > 0) this.logger.warn({ deleted }, 'orphaned photo files deleted');
    return deleted;
  }
}
