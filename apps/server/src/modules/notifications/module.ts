import { PHOTOS_CHANGED_TOPIC, STORAGE_CHANGED_TOPIC } from '@photodossier/domain/live-events';
import { MS_PER_MINUTE } from '@photodossier/domain/time-units';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Platform } from '../../platform/platform';
import type { SubscriptionReader } from '../billing/subscription';
import type { ModuleContext } from '../module-context';
import { PatientsRepository } from '../patients/repository';
import { PracticeService } from '../settings/practice-service';
import { StorageUsageRepository } from '../storage/usage-repository';
import { NotificationsRepository } from './repository';
import { NotificationsService } from './service';

// Stored bytes change with these: uploads, drive files, consents, deletions and plan changes say
// storage; a restored archive says only photos.
const STORAGE_TOPICS = new Set([STORAGE_CHANGED_TOPIC, PHOTOS_CHANGED_TOPIC]);
/** Finished imports without a notice are looked up at start and then this often. */
const IMPORT_NOTICE_RETRY_INTERVAL_MS = 5 * MS_PER_MINUTE;

/** One per app, in the module context: shares and import sessions hand it what happened. */
export function createNotificationsService(
  platform: Platform,
  subscriptions: SubscriptionReader,
  logger: Logger,
): NotificationsService {
  const { db } = platform.database;
  const practice = new PracticeService(db, platform.blobs);
  return new NotificationsService({
    repository: new NotificationsRepository(db),
    patients: new PatientsRepository(db),
    preferences: (userId) => practice.notifications(userId),
    usage: new StorageUsageRepository(db),
    subscriptions,
    mailer: platform.mailer,
    logger,
  });
}

/**
 * The notification e-mails of Settings → Communication (decision 0056). No routes: the switches
 * are the settings module's. Every node hears every user's storage changes on the bus and checks
 * the quota; the claim in the database lets one of them send. Finished imports whose notice was
 * lost are looked up at start and every 5 minutes. On close, e-mails under way finish before the
 * database closes.
 */
export async function registerNotificationsModule(
  app: FastifyInstance,
  { platform, notifications, logger }: ModuleContext,
  { importRetryMs = IMPORT_NOTICE_RETRY_INTERVAL_MS }: { importRetryMs?: number | undefined } = {},
): Promise<void> {
  const unsubscribe = platform.bus.subscribe((event) => {
    if (event.userId !== null && STORAGE_TOPICS.has(event.topic)) {
      notifications.storageChanged(event.userId);
    }
  });
  let retrying: Promise<void> = Promise.resolve();
  const retry = () => {
    retrying = notifications.retryUnnoticedImports().catch((error: unknown) => {
      logger.warn({ err: error }, 'finished imports not looked up for their notices');
    });
  };
  retry();
  const timer = setInterval(retry, importRetryMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    unsubscribe();
    await retrying;
    await notifications.drain();
  });
}
