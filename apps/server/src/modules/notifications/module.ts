import { PHOTOS_CHANGED_TOPIC, STORAGE_CHANGED_TOPIC } from '@photodossier/domain/live-events';
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
 * the quota; the claim in the database lets one of them send. On close, e-mails under way finish
 * before the database closes.
 */
export async function registerNotificationsModule(
  app: FastifyInstance,
  { platform, notifications }: ModuleContext,
): Promise<void> {
  const unsubscribe = platform.bus.subscribe((event) => {
    if (event.userId !== null && STORAGE_TOPICS.has(event.topic)) {
      notifications.storageChanged(event.userId);
    }
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    await notifications.drain();
  });
}
