import {
  tagCreateSchema,
  tagListQuerySchema,
  tagListSchema,
  tagPatchResultSchema,
  tagPatchSchema,
  tagRecordSchema,
  tagUsageListSchema,
} from '@photodossier/domain/tag-record';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ViewerResolver } from '../../platform/auth/viewer';
import type { TagsService } from './service';
import { recordIdSchema } from '@photodossier/domain/text-input';

export const tagRoutes: FastifyPluginAsyncZod<{
  service: TagsService;
  viewers: ViewerResolver;
}> = async (app, { service, viewers }) => {
  app.get(
    '/api/v1/tags',
    {
      schema: {
        tags: ['tags'],
        summary:
          "The signed-in user's tag vocabularies by name: patient and photo tags, or one kind's",
        querystring: tagListQuerySchema,
        response: { 200: tagListSchema },
      },
    },
    async (request) => service.list(await viewers.require(request), request.query.kind),
  );

  app.get(
    '/api/v1/tags/usage',
    {
      schema: {
        tags: ['tags'],
        summary:
          'Every tag of the signed-in user with how many patients or photos (trash included) carry it',
        response: { 200: tagUsageListSchema },
      },
    },
    async (request) => service.usage(await viewers.require(request)),
  );

  app.patch(
    '/api/v1/tags/:id',
    {
      schema: {
        tags: ['tags'],
        summary:
          'Renames and/or recolours a tag; a name another tag of the kind has (any case or accents) merges the two, and every patient or photo carrying them follows',
        params: z.object({ id: recordIdSchema }),
        body: tagPatchSchema,
        response: { 200: tagPatchResultSchema },
      },
    },
    async (request) =>
      service.update(await viewers.require(request), request.params.id, request.body),
  );

  app.post(
    '/api/v1/tags',
    {
      schema: {
        tags: ['tags'],
        summary:
          "Adds a tag to its kind's vocabulary (patient by default); a known name answers 200 with the existing tag",
        body: tagCreateSchema,
        response: { 200: tagRecordSchema, 201: tagRecordSchema },
      },
    },
    async (request, reply) => {
      const { tag, created } = await service.create(
        await viewers.require(request),
        request.body.kind,
        request.body.name,
      );
      return reply.code(created ? 201 : 200).send(tag);
    },
  );

  app.delete(
    '/api/v1/tags/:id',
    {
      schema: {
        tags: ['tags'],
        summary: 'Removes a tag from the vocabulary and from every patient or photo carrying it',
        params: z.object({ id: recordIdSchema }),
      },
    },
    async (request, reply) => {
      await service.delete(await viewers.require(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
