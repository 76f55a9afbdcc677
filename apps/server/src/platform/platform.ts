import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config/types';
import { migrateAuthTables } from './auth/auth-migrations';
import { createAuth, type Auth } from './auth/create-auth';
import type { BlobStore } from './blobs/blob-store';
import { createBlobPlatform } from './blobs/create-blob-store';
import type { BlobUrlSigner } from './blobs/url-signer';
import { ensureInstallationId } from './db/app-meta';
import { openDatabase, type AppDatabase } from './db/database';
import { newId } from './db/portable';
import { createStripeClient } from './billing/stripe-client';
import { publishSubscriptionChanged } from './billing/subscription-events';
import { createEventBus } from './events/create-event-bus';
import type { EventBus } from './events/event-bus';
import { createMailer, type Mailer } from './mail/mailer';
import { loadOrCreateSecret } from './secrets';
import { createSmsSender, type SmsSender } from './sms/sms-sender';

const AUTH_SECRET_FILE_NAME = 'auth.secret';

/** Everything the app does I/O with, opened once per process and closed on shutdown. */
export interface Platform {
  /** Identifies this process among the nodes; new at each start. */
  readonly nodeId: string;
  readonly installationId: string;
  readonly database: AppDatabase;
  readonly blobs: BlobStore;
  readonly blobUrlSigner: BlobUrlSigner | null;
  readonly bus: EventBus;
  readonly auth: Auth;
  readonly mailer: Mailer;
  readonly sms: SmsSender;
  /** Closes the event bus, then the blob store and the database. */
  close(): Promise<void>;
}

export async function openPlatform(config: Config, logger: Logger): Promise<Platform> {
  const database = await openDatabase(config.database, logger);
  try {
    const installationId = await ensureInstallationId(database.db);
    const blobs = await createBlobPlatform(config);
    const mailer = createMailer(config.mail);
    const sms = createSmsSender(config.sms);
    const secret = await loadOrCreateSecret(
      config.auth.secret,
      config.dataDir,
      AUTH_SECRET_FILE_NAME,
    );
    // The bus opens after auth's tables exist; webhooks only arrive once the app listens.
    let openedBus: EventBus | null = null;
    const authDeps = {
      config,
      database,
      mailer,
      sms,
      logger,
      secret,
      stripeClient: config.stripe ? await createStripeClient(config.stripe) : null,
      async onSubscriptionChanged(userId: string) {
        if (openedBus) await publishSubscriptionChanged(openedBus, userId);
      },
    };
    await migrateAuthTables(authDeps, logger);
    const auth = createAuth(authDeps);
    const bus = await createEventBus(config.database, database.db as Kysely<unknown>, logger);
    openedBus = bus;
    return {
      nodeId: newId(),
      installationId,
      database,
      blobs: blobs.store,
      blobUrlSigner: blobs.urlSigner,
      bus,
      auth,
      mailer,
      sms,
      async close() {
        await bus.close();
        mailer.close();
        await blobs.store.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
