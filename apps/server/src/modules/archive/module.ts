import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { ArchiveRepository } from './repository';
import { archiveRoutes } from './routes';
import { ArchiveService } from './service';

/** JSON export, complete archive and restore (decision 0043). */
export async function registerArchiveModule(
  app: FastifyInstance,
  { platform, viewers, subscriptions, logger, journal }: ModuleContext,
): Promise<void> {
  const service = new ArchiveService(
    new ArchiveRepository(platform.database.db),
    platform.blobs,
    subscriptions,
    journal,
    platform.bus,
    logger,
  );
  await app.register(archiveRoutes, { service, viewers });
}
