import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { BlobStore } from './blobs/blob-store';
import { createBlobPlatform } from './blobs/create-blob-store';
import type { BlobUrlSigner } from './blobs/url-signer';
import { ensureInstallationId } from './db/app-meta';
import { openDatabase, type AppDatabase } from './db/database';
import { newId } from './db/portable';
import { createEventBus } from './events/create-event-bus';
import type { EventBus } from './events/event-bus';

/** Everything the app does I/O with, opened once per process and closed on shutdown. */
export interface Platform {
  /** Identifies this process among the nodes; new at each start. */
  readonly nodeId: string;
  readonly installationId: string;
  readonly database: AppDatabase;
  readonly blobs: BlobStore;
  readonly blobUrlSigner: BlobUrlSigner | null;
  readonly bus: EventBus;
  /** Closes the event bus, then the blob store and the database. */
  close(): Promise<void>;
}

export async function openPlatform(config: Config, logger: Logger): Promise<Platform> {
  const database = await openDatabase(config.database, logger);
  try {
    const installationId = await ensureInstallationId(database.db);
    const blobs = await createBlobPlatform(config);
    const bus = await createEventBus(config.database, database.db as Kysely<unknown>, logger);
    return {
      nodeId: newId(),
      installationId,
      database,
      blobs: blobs.store,
      blobUrlSigner: blobs.urlSigner,
      bus,
      async close() {
        await bus.close();
        await blobs.store.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
