import {
  trashDeleteResultSchema,
  trashedPatientsPageSchema,
  trashPatientsQuerySchema,
  trashPhotoIdsBodySchema,
  trashRestoreResultSchema,
  trashSummarySchema,
} from '@photodossier/domain/storage-media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ViewerResolver } from '../../platform/auth/viewer';
import type { TrashService } from './service';
import { recordIdSchema } from '@photodossier/domain/text-input';

const patientParams = z.object({ id: recordIdSchema });

export const trashRoutes: FastifyPluginAsyncZod<{
  service: TrashService;
  viewers: ViewerResolver;
}> = async (app, { service, viewers }) => {
  app.get(
    '/api/v1/trash/summary',
    {
      schema: {
        tags: ['trash'],
        summary: 'How many photos (and their bytes) and patients the trash holds',
        response: { 200: trashSummarySchema },
      },
    },
    async (request) => service.summary(await viewers.require(request)),
  );

  app.get(
    '/api/v1/trash/patients',
    {
      schema: {
        tags: ['trash'],
        summary: 'Patients in the trash, last deleted first, one page at a time',
        description:
          'photo_count and cover_photo_id describe the patient’s photos that are not in the ' +
          'trash themselves; they come back to the galleries when the patient is restored.',
        querystring: trashPatientsQuerySchema,
        response: { 200: trashedPatientsPageSchema },
      },
    },
    async (request) => service.patients(await viewers.require(request), request.query),
  );

  app.post(
    '/api/v1/trash/patients/:id/restore',
    {
      schema: {
        tags: ['trash'],
        summary: 'Takes a patient out of the trash, with its photos',
        description: '204, or 404 when the id is not a patient in the user’s trash.',
        params: patientParams,
      },
    },
    async (request, reply) => {
      await service.restorePatient(await viewers.require(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/v1/trash/patients/:id',
    {
      schema: {
        tags: ['trash'],
        summary: 'Deletes a patient of the trash for good, with all its photos and their files',
        description:
          'Files, thumbnails, previews, face embeddings and background-removal variants go; ' +
          'their bytes return to the quota. 404 unless the patient is in the user’s trash.',
        params: patientParams,
        response: { 200: trashDeleteResultSchema },
      },
    },
    async (request) => service.deletePatient(await viewers.require(request), request.params.id),
  );

  app.post(
    '/api/v1/trash/photos/restore',
    {
      schema: {
        tags: ['trash'],
        summary: 'Restores photos of the trash with their linked variants and originals',
        description:
          'Ids that are not in the user’s trash are ignored; the answer lists those restored.',
        body: trashPhotoIdsBodySchema,
        response: { 200: trashRestoreResultSchema },
      },
    },
    async (request) => service.restorePhotos(await viewers.require(request), request.body.ids),
  );

  app.post(
    '/api/v1/trash/photos/delete',
    {
      schema: {
        tags: ['trash'],
        summary: 'Deletes photos of the trash for good',
        description:
          'Only ids in the user’s trash are deleted (others are ignored), with the variants made ' +
          'from them; an original that loses its variant has background_removed_url cleared.',
        body: trashPhotoIdsBodySchema,
        response: { 200: trashDeleteResultSchema },
      },
    },
    async (request) => service.deletePhotos(await viewers.require(request), request.body.ids),
  );

  app.post(
    '/api/v1/trash/empty',
    {
      schema: {
        tags: ['trash'],
        summary: 'Empties the trash: every photo and dictation in it is deleted for good',
        description: 'Patients in the trash stay (DELETE /api/v1/trash/patients/:id removes one).',
        response: { 200: trashDeleteResultSchema },
      },
    },
    async (request) => service.empty(await viewers.require(request)),
  );
};
