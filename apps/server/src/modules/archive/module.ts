import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { ExportJobs, ExportJobsRepository } from './export-jobs';
import { exportJobRoutes } from './export-job-routes';
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
  const jobs = new ExportJobs({
    repository: new ExportJobsRepository(platform.database.db),
    blobs: platform.blobs,
    journal,
    logger,
    build: (userId, withEmbeddings) => service.build(userId, withEmbeddings),
  });
  // Jobs left by the previous run start once the server is ready, and stop before it closes.
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  await app.register(archiveRoutes, { service, viewers });
  await app.register(exportJobRoutes, { jobs, viewers });
}
