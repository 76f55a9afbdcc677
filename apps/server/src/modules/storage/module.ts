import { STORAGE_STATS_CACHE_MS } from '@photodossier/domain/storage-limits';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { StorageRepository } from './repository';
import { storageRoutes } from './routes';
import { StorageService } from './service';
import { StorageStatsCache } from './stats-cache';
import { StorageUsageRepository } from './usage-repository';

/** Storage statistics, the storage manager's list, size migration. Wires repository -> service -> routes. */
export async function registerStorageModule(
  app: FastifyInstance,
  { platform, viewers, logger, subscriptions }: ModuleContext,
): Promise<void> {
  const { db } = platform.database;
  const service = new StorageService({
    repository: new StorageRepository(db),
    usage: new StorageUsageRepository(db),
    cache: new StorageStatsCache(STORAGE_STATS_CACHE_MS),
    subscriptions,
    blobs: platform.blobs,
    bus: platform.bus,
    logger,
  });
  app.addHook('onClose', async () => service.close());
  await app.register(storageRoutes, { service, viewers });
}
