import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { practiceHeaders } from '../settings/practice-service';
import { chartPhotoPath, InjectionsRepository } from './repository';
import { injectionRoutes } from './routes';
import { InjectionsService } from './service';

/** Injection mapping and botox tracking (Pro only, decision 0042). */
export async function registerInjectionsModule(
  app: FastifyInstance,
  { platform, viewers, journal }: ModuleContext,
): Promise<void> {
  const db = platform.database.db;
  const service = new InjectionsService({
    injections: new InjectionsRepository(db),
    bus: platform.bus,
    blobs: platform.blobs,
    photoPath: (userId, photoId) => chartPhotoPath(db, userId, photoId),
    practiceHeader: practiceHeaders(platform),
    journal,
  });
  await app.register(injectionRoutes, { service, viewers });
}
