import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MediaRepository } from '../media/repository';
import { createImportSessionsService } from '../import-sessions/module';
import type { ModuleContext } from '../module-context';
import { PatientsRepository } from '../patients/repository';
import { StorageUsageRepository } from '../storage/usage-repository';
import { TagsRepository } from '../tags/repository';
import { UploadsRepository } from './repository';
import { uploadsRoutes } from './routes';
import { UploadsService } from './service';
import { TusUploads } from './tus-uploads';

/** Where unfinished tus uploads wait, on the node that received them (decision 0014). */
export function uploadStagingDir(dataDir: string): string {
  return path.join(dataDir, 'upload-staging');
}

/** Resumable uploads (tus) and the processing that turns a finished upload into a photo. Wires repository -> service -> routes. */
export async function registerUploadsModule(
  app: FastifyInstance,
  context: ModuleContext,
): Promise<void> {
  const { db } = context.platform.database;
  const service = new UploadsService({
    db,
    media: new MediaRepository(db),
    patients: new PatientsRepository(db),
    usage: new StorageUsageRepository(db),
    tags: new TagsRepository(db),
    uploads: new UploadsRepository(db),
    blobs: context.platform.blobs,
    bus: context.platform.bus,
    logger: context.logger,
    subscriptions: context.subscriptions,
    sessions: createImportSessionsService(context),
  });
  const tus = new TusUploads(uploadStagingDir(context.config.dataDir), service, context.logger);
  app.addHook('onClose', async () => tus.close());
  // Uploads left behind while the server was down expire from the first sweep on.
  void tus.cleanUpExpired();
  await app.register(uploadsRoutes, { service, tus, viewers: context.viewers });
}
