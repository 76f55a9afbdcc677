import { PLAN_IDS } from '@photodossier/domain/plans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ViewerResolver } from '../../platform/auth/viewer';
import type { AdminService } from './service';
import { recordIdSchema } from '@photodossier/domain/text-input';

const betaFeaturesSchema = z.object({ dictaphone: z.boolean(), operationReports: z.boolean() });

const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['user', 'admin']),
  planId: z.enum(PLAN_IDS),
  storageUsedBytes: z.number(),
  betaFeatures: betaFeaturesSchema,
  createdAt: z.string(),
});

const outboxItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['mail', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  createdAt: z.string(),
});

export const adminRoutes: FastifyPluginAsyncZod<{
  service: AdminService;
  viewers: ViewerResolver;
}> = async (app, { service, viewers }) => {
  app.get(
    '/api/v1/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Users of this installation, by e-mail, one page at a time (admins only)',
        querystring: z.object({
          cursor: z.string().max(320).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: {
          200: z.object({ items: z.array(adminUserSchema), nextCursor: z.string().nullable() }),
        },
      },
    },
    async (request) => {
      const admin = await viewers.require(request);
      return service.listUsers(admin, request.query.cursor ?? null, request.query.limit);
    },
  );

  app.patch(
    '/api/v1/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Changes a user's role or beta features (admins only)",
        params: z.object({ id: recordIdSchema }),
        body: z
          .object({
            role: z.enum(['user', 'admin']).optional(),
            betaFeatures: betaFeaturesSchema.partial().strict().optional(),
          })
          .strict(),
      },
    },
    async (request, reply) => {
      const admin = await viewers.require(request);
      await service.changeUser(admin, request.params.id, request.body);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/v1/admin/outbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mails and SMS kept by the embedded default instead of being sent (admins only)',
        response: { 200: z.object({ items: z.array(outboxItemSchema) }) },
      },
    },
    async (request) => ({ items: await service.listOutbox(await viewers.require(request)) }),
  );

  app.get(
    '/api/v1/admin/outbox/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One outbox message with its text (admins only)',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: outboxItemSchema.extend({ text: z.string() }) },
      },
    },
    async (request) => service.readOutbox(await viewers.require(request), request.params.id),
  );
};
