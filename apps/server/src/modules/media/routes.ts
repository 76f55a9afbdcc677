import {
  assignPhotosBodySchema,
  assignResultsSchema,
  photoIdsBodySchema,
  photoListQuerySchema,
  photoNeighboursQuerySchema,
  photoNeighboursSchema,
  photoPatchSchema,
  photoRecordSchema,
  photosPageSchema,
  trashedPhotosSchema,
} from '@photodossier/domain/media-record';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { trustedResponse } from '../../platform/http/trusted-serializer';
import type { ViewerResolver } from '../../platform/auth/viewer';
import type { AssignmentService } from './assignment-service';
import type { MediaService } from './service';
import { recordIdSchema } from '@photodossier/domain/text-input';

export const photoParamsSchema = z.object({ id: recordIdSchema });

export const mediaRoutes: FastifyPluginAsyncZod<{
  service: MediaService;
  assignment: AssignmentService;
  viewers: ViewerResolver;
}> = async (app, { service, assignment, viewers }) => {
  app.get(
    '/api/v1/photos',
    {
      ...trustedResponse,
      schema: {
        tags: ['photos'],
        summary: 'A page of photos and videos: all, unassigned or one patient’s, newest first',
        description:
          'Ordered by date_prise then id, both descending; photos in the trash are never listed. ' +
          'Pass nextCursor back as cursor for the following page.',
        querystring: photoListQuerySchema,
        response: { 200: photosPageSchema },
      },
    },
    async (request) => service.list(await viewers.require(request), request.query),
  );

  app.get(
    '/api/v1/photos/:id',
    {
      schema: {
        tags: ['photos'],
        summary: 'One photo or video, also when it is in the trash (is_deleted)',
        params: photoParamsSchema,
        response: { 200: photoRecordSchema },
      },
    },
    async (request) => service.get(await viewers.require(request), request.params.id),
  );

  app.get(
    '/api/v1/photos/:id/neighbours',
    {
      schema: {
        tags: ['photos'],
        summary: 'The viewer’s previous (newer) and next (older) photo in a scope',
        description:
          'scope patient walks the photo’s own patient. position is 1-based, or 0 when the ' +
          'photo itself is not in the scope (in the trash, or no longer unassigned).',
        params: photoParamsSchema,
        querystring: photoNeighboursQuerySchema,
        response: { 200: photoNeighboursSchema },
      },
    },
    async (request) =>
      service.neighbours(await viewers.require(request), request.params.id, request.query.scope),
  );

  app.patch(
    '/api/v1/photos/:id',
    {
      schema: {
        tags: ['photos'],
        summary: 'Changes the fields sent: zone, tags, annotations, date, patient',
        description:
          'New tag names join the user’s vocabulary. patient_id files the photo and its face ' +
          'embeddings under another active patient of the user, or null for unassigned.',
        params: photoParamsSchema,
        body: photoPatchSchema,
        response: { 200: photoRecordSchema },
      },
    },
    async (request) =>
      service.update(await viewers.require(request), request.params.id, request.body),
  );

  app.delete(
    '/api/v1/photos/:id',
    {
      schema: {
        tags: ['photos'],
        summary: 'Moves a photo to the trash, with its background-removal variant or original',
        description: '204 once it is in the trash (also when it already was).',
        params: photoParamsSchema,
      },
    },
    async (request, reply) => {
      await service.softDeleteOne(await viewers.require(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/v1/photos/delete',
    {
      schema: {
        tags: ['photos'],
        summary: 'Moves several photos to the trash in one write',
        description:
          'Linked background-removal variants and originals go too. Ids that are not the ' +
          'user’s active photos are skipped; the answer lists the ids moved.',
        body: photoIdsBodySchema,
        response: { 200: trashedPhotosSchema },
      },
    },
    async (request) => ({
      ids: await service.softDelete(await viewers.require(request), request.body.ids),
    }),
  );

  app.post(
    '/api/v1/photos/assign',
    {
      schema: {
        tags: ['photos'],
        summary: 'Assigns unassigned photos to an active patient of the user',
        description:
          'One result per photo (photo.unassigned_not_found, photo.already_assigned, ' +
          'photo.update_failed). moveFiles also moves the stored files into the patient’s folder.',
        body: assignPhotosBodySchema,
        response: { 200: assignResultsSchema },
      },
    },
    async (request) => ({
      results: await assignment.assign(await viewers.require(request), request.body),
    }),
  );
};
