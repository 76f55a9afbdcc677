import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { PatientsRepository } from '../patients/repository';
import { AssignmentService } from './assignment-service';
import { PhotoFileService } from './file-service';
import { photoFileRoutes } from './file-routes';
import { MediaRepository } from './repository';
import { mediaRoutes } from './routes';
import { MediaService } from './service';

/** Photos and videos: lists, viewer data, files, edits, assignment, soft delete. Wires repository -> service -> routes. */
export async function registerMediaModule(
  app: FastifyInstance,
  { platform, viewers, logger, journal }: ModuleContext,
): Promise<void> {
  const { db } = platform.database;
  const repository = new MediaRepository(db);
  const patients = new PatientsRepository(db);
  await app.register(mediaRoutes, {
    viewers,
    service: new MediaService(repository, patients, platform.bus, logger, journal),
    assignment: new AssignmentService(repository, patients, platform.blobs, platform.bus, logger),
  });
  await app.register(photoFileRoutes, {
    viewers,
    files: new PhotoFileService(repository, platform.blobs, journal),
  });
}
