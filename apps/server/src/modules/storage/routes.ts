import {
  storageMediaPageSchema,
  storageMediaQuerySchema,
} from '@photodossier/domain/storage-media';
import {
  photoSizeMigrationResultSchema,
  storageStatsQuerySchema,
  storageStatsSchema,
} from '@photodossier/domain/storage-stats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ViewerResolver } from '../../platform/auth/viewer';
import type { StorageService } from './service';

export const storageRoutes: FastifyPluginAsyncZod<{
  service: StorageService;
  viewers: ViewerResolver;
}> = async (app, { service, viewers }) => {
  app.get(
    '/api/v1/storage/stats',
    {
      schema: {
        tags: ['storage'],
        summary: 'Exact storage figures of the user: media by type, trash, patients, annotations',
        description:
          'Cached 5 minutes per user and dropped on every change of the user’s photos, patients ' +
          'or stored bytes; refresh=1 recomputes. degraded is true when a failure made the ' +
          'answer the last known figures, or zeros with the 5 GB total.',
        querystring: storageStatsQuerySchema,
        response: { 200: storageStatsSchema },
      },
    },
    async (request) => service.stats(await viewers.require(request), request.query.refresh),
  );

  app.get(
    '/api/v1/storage/media',
    {
      schema: {
        tags: ['storage'],
        summary: 'The storage manager’s media, active or in the trash, largest, newest or by name',
        description:
          'Only media with file_size above 0. total_count and total_size cover everything that ' +
          'matches view and type. Pass nextCursor back as cursor, with the same sort.',
        querystring: storageMediaQuerySchema,
        response: { 200: storageMediaPageSchema },
      },
    },
    async (request) => service.media(await viewers.require(request), request.query),
  );

  app.post(
    '/api/v1/storage/migrate-sizes',
    {
      schema: {
        tags: ['storage'],
        summary: 'Reads the size and type of stored files for photos recorded with size 0',
        description:
          'Batches of 5 with 100 ms pauses. On a failure: migrated 0, errors 1, total 0.',
        response: { 200: photoSizeMigrationResultSchema },
      },
    },
    async (request) => service.migrateSizes(await viewers.require(request)),
  );
};
