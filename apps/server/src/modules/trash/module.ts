import type { FastifyInstance } from 'fastify';
import { MediaRepository } from '../media/repository';
import type { ModuleContext } from '../module-context';
import { StorageUsageRepository } from '../storage/usage-repository';
import { PhotoEraser } from './photo-eraser';
import { TrashRepository } from './repository';
import { trashRoutes } from './routes';
import { TrashService } from './service';

/** Trash: restore and permanent deletion of photos and patients. Wires repository -> service -> routes. */
export async function registerTrashModule(
  app: FastifyInstance,
  { platform, viewers, logger }: ModuleContext,
): Promise<void> {
  const { db } = platform.database;
  const repository = new TrashRepository(db);
  const eraser = new PhotoEraser(repository, new StorageUsageRepository(db), platform.blobs);
  await app.register(trashRoutes, {
    viewers,
    service: new TrashService(repository, new MediaRepository(db), eraser, platform.bus, logger),
  });
}
