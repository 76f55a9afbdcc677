import { DICTATIONS_CHANGED_TOPIC } from '@photodossier/domain/live-events';
import type { FastifyInstance } from 'fastify';
import { MediaRepository } from '../media/repository';
import type { ModuleContext } from '../module-context';
import { StorageUsageRepository } from '../storage/usage-repository';
import { PhotoEraser } from './photo-eraser';
import { TrashRepository } from './repository';
import { trashRoutes } from './routes';
import { TrashService } from './service';
import { DictationsRepository } from '../dictations/repository';
import { eraseDictations } from '../dictations/service';

/** Trash: restore and permanent deletion of photos, patients and dictations. Wires repository -> service -> routes. */
export async function registerTrashModule(
  app: FastifyInstance,
  { platform, viewers, logger }: ModuleContext,
): Promise<void> {
  const { db } = platform.database;
  const repository = new TrashRepository(db);
  const usage = new StorageUsageRepository(db);
  const eraser = new PhotoEraser(repository, usage, platform.blobs);
  const dictationDeps = {
    db,
    dictations: new DictationsRepository(db),
    usage,
    blobs: platform.blobs,
  };
  await app.register(trashRoutes, {
    viewers,
    service: new TrashService(
      repository,
      new MediaRepository(db),
      eraser,
      platform.bus,
      logger,
      // Dictations and their recordings go with their patient and with the trash (decision 0041).
      {
        erasePatient: async (userId, patientId) => {
          await eraseDictations(dictationDeps, userId, { patientId });
        },
        empty: async (userId) => {
          const { count, bytes } = await eraseDictations(dictationDeps, userId, { trashed: true });
          if (count > 0) {
            await platform.bus.publish({ topic: DICTATIONS_CHANGED_TOPIC, ids: [], userId });
          }
          return bytes;
        },
      },
    ),
  });
}
