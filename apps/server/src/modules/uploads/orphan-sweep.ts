import type { Logger } from 'pino';
import type { BlobStore } from '../../platform/blobs/blob-store';
import type { DriveRepository } from '../drive/repository';
import type { UploadLedgerRepository } from './ledger-repository';
import type { UploadsRepository } from './repository';
import { photoStorageKeysOf } from './storage-keys';

/**
 * A file younger than this is never an orphan: it may belong to a write whose row is not
 * committed yet (a video poster replaced, files moved to another patient's folder).
 */
export const ORPHAN_BLOB_GRACE_MS = 60 * 60 * 1000;

const PHOTO_ROOT = 'medical-photos/';
const DRIVE_ROOT = 'drive-files/';

/**
 * Deletes photo and drive files no record points to: what a server killed between storing an
 * upload's files and recording it leaves behind (decisions 0024, 0040). A file is kept while a
 * row of its owner names it (a photo in the trash, a drive item waiting for the drive sweep),
 * or an upload being finished, and while it is young.
 */
export class OrphanBlobSweep {
  constructor(
    private readonly blobs: BlobStore,
    private readonly uploads: UploadsRepository,
    private readonly ledger: UploadLedgerRepository,
    private readonly drive: DriveRepository,
    private readonly logger: Logger,
  ) {}

  /** How many files it deleted. */
  async run(now: number = Date.now()): Promise<number> {
    const photos = await this.#sweep(PHOTO_ROOT, now, async (userId) => {
      const kept = new Set(await this.uploads.storedKeysOf(userId));
      for (const original of await this.ledger.keysInFlight(userId)) {
        for (const key of Object.values(photoStorageKeysOf(original))) kept.add(key);
      }
      return kept;
    });
    if (photos > 0) this.logger.warn({ deleted: photos }, 'orphaned photo files deleted');
    const drive = await this.#sweep(
      DRIVE_ROOT,
      now,
      async (userId) =>
        new Set([
          ...(await this.drive.storedKeysOf(userId)),
          ...(await this.ledger.keysInFlight(userId)),
        ]),
    );
    if (drive > 0) this.logger.warn({ deleted: drive }, 'orphaned drive files deleted');
    return photos + drive;
  }

  async #sweep(
    root: string,
    now: number,
    keptOf: (userId: string) => Promise<ReadonlySet<string>>,
  ): Promise<number> {
    const keysByUser = new Map<string, string[]>();
    for await (const key of this.blobs.list(root)) {
      const userId = key.slice(root.length).split('/')[0];
      if (!userId) continue;
      const keys = keysByUser.get(userId) ?? [];
      keys.push(key);
      keysByUser.set(userId, keys);
    }
    let deleted = 0;
    for (const [userId, keys] of keysByUser) {
      const kept = await keptOf(userId);
      for (const key of keys) {
        if (kept.has(key)) continue;
        const meta = await this.blobs.head(key);
        if (!meta || meta.lastModified.getTime() > now - ORPHAN_BLOB_GRACE_MS) continue;
        await this.blobs.delete(key);
        deleted += 1;
      }
    }
    return deleted;
  }
}
