import type { Logger } from 'pino';
import type { BlobStore } from '../../platform/blobs/blob-store';
import type { FaultPoint } from '../../platform/faults/fault-points';
import type { DriveRepository } from './repository';

export const DRIVE_SWEEP_BATCH = 200;

/**
 * Removes the files and rows of deleted drive trees in batches (decision 0040). A batch's files
 * go before its rows, so a sweep stopped anywhere (a restart) leaves only rows still marked
 * deleted, which the next sweep, at start-up or after the next deletion, takes up again.
 */
export class DriveSweep {
  #running: Promise<number> | null = null;
  #again = false;

  constructor(
    private readonly drive: DriveRepository,
    private readonly blobs: BlobStore,
    private readonly logger: Logger,
    private readonly fault: FaultPoint,
  ) {}

  /** Starts a sweep unless one runs; one running sweeps again once done. */
  kick(): void {
    if (this.#running) {
      this.#again = true;
      return;
    }
    void this.run().catch((error: unknown) => {
      this.logger.warn({ err: error }, 'drive sweep failed');
    });
  }

  /** Sweeps until nothing is left, or `maxBatches` batches; how many rows went. */
  run(options: { batch?: number; maxBatches?: number } = {}): Promise<number> {
    if (this.#running) return this.#running;
    this.#running = this.#sweep(options.batch ?? DRIVE_SWEEP_BATCH, options.maxBatches)
      .finally(() => {
        this.#running = null;
      })
      .then((count) => {
        if (this.#again) {
          this.#again = false;
          this.kick();
        }
        return count;
      });
    return this.#running;
  }

  async #sweep(batch: number, maxBatches = Number.POSITIVE_INFINITY): Promise<number> {
    let swept = 0;
    for (let round = 0; round < maxBatches; round += 1) {
      const rows = await this.drive.deletedBatch(batch);
      if (rows.length === 0) break;
      const removals = await Promise.allSettled(
        rows.flatMap((row) => (row.storagePath ? [this.blobs.delete(row.storagePath)] : [])),
      );
      // The spec only warns when a stored file cannot be removed; its row still goes.
      for (const removal of removals) {
        if (removal.status === 'rejected') {
          this.logger.warn({ err: removal.reason }, 'a deleted drive file was not removed');
        }
      }
      await this.drive.forget(rows.map((row) => row.id));
      swept += rows.length;
      await this.fault('drive.sweep', String(swept));
    }
    return swept;
  }
}
