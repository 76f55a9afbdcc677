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
import { ConsentsRepository } from '../consents/repository';
import { eraseConsents } from '../consents/service';

/** Trash: restore and permanent deletion of photos, patients and dictations. Wires repository -> service -> routes. */
export async function registerTrashModule(
  app: FastifyInstance,
  { platform, viewers, logger, journal }: ModuleContext,
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
  const consents = new ConsentsRepository(db);
  await app.register(trashRoutes, {
    viewers,
    service: new TrashService(
      repository,
      new MediaRepository(db),
      eraser,
      platform.bus,
      logger,
      // A patient erased for good takes its dictations and their recordings (decision 0041)
      // and its consent documents with their PDFs (decision 0047); emptying the trash erases
      // the trashed dictations.
      {
        erasePatient: async (userId, patientId) => {
          await eraseDictations(dictationDeps, userId, { patientId });
          await eraseConsents({ db, consents, usage, blobs: platform.blobs }, userId, patientId);
        },
        empty: async (userId) => {
          const { count, bytes } = await eraseDictations(dictationDeps, userId, { trashed: true });
          if (count > 0) {
            await platform.bus.publish({ topic: DICTATIONS_CHANGED_TOPIC, ids: [], userId });
          }
          return bytes;
        },
      },
      journal,
    ),
  });
}
