import {
  createShareBodySchema,
  createdShareSchema,
  openShareBodySchema,
  SHARE_LINK_FEATURE,
  shareListQuerySchema,
  shareListSchema,
  shareRecordSchema,
  sharedViewSchema,
} from '@photodossier/domain/share';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestClient, type ViewerResolver } from '../../platform/auth/viewer';
import type { SharesService } from './service';

export const shareRoutes: FastifyPluginAsyncZod<{
  service: SharesService;
  viewers: ViewerResolver;
}> = async (app, { service, viewers }) => {
  app.post(
    '/api/v1/shares',
    {
      config: { requiredFeature: SHARE_LINK_FEATURE },
      schema: {
        tags: ['shares'],
        summary: 'Creates a shared link to a comparison, photos or a drive item (Pro plan only)',
        description: 'The answer holds the token: the only time it is given.',
        body: createShareBodySchema,
        response: { 201: createdShareSchema },
      },
    },
    async (request, reply) => {
      const created = await service.create(await viewers.require(request), request.body);
      return reply.code(201).header('cache-control', 'no-store').send(created);
    },
  );

  app.get(
    '/api/v1/shares',
    {
      schema: {
        tags: ['shares'],
        summary: "The signed-in user's links, newest first, optionally of one patient",
        querystring: shareListQuerySchema,
        response: { 200: shareListSchema },
      },
    },
    async (request) => service.list(await viewers.require(request), request.query.patient_id),
  );

  app.post(
    '/api/v1/shares/:id/revoke',
    {
      schema: {
        tags: ['shares'],
        summary: 'Revokes a link at once; its page and media links stop working',
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: shareRecordSchema },
      },
    },
    async (request) => service.revoke(await viewers.require(request), request.params.id),
  );

  app.post(
    '/api/v1/shared/:token',
    {
      schema: {
        tags: ['shares'],
        summary: 'Opens a shared link (no account): what it shows, with signed media links',
        description:
          'Unknown, expired and revoked tokens all answer the same 404 share.not_found. ' +
          'A link with a password answers 401 share.password_required or share.wrong_password. ' +
          'Attempts are limited per client address (429 share.too_many_attempts).',
        params: z.object({ token: z.string().max(200) }),
        body: openShareBodySchema,
        response: { 200: sharedViewSchema },
      },
    },
    async (request, reply) => {
      const view = await service.open(
        request.params.token,
        request.body.password,
        requestClient(request),
        request.body.folder_id,
        request.body.cursor,
      );
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(view);
    },
  );
};
