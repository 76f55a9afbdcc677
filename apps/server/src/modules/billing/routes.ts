import {
  adminPlanBodySchema,
  checkoutBodySchema,
  redirectUrlSchema,
  subscriptionRecordSchema,
} from '@photodossier/domain/subscription-record';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ViewerResolver } from '../../platform/auth/viewer';
import type { BillingService } from './service';
import type { CallerContext } from './stripe-gateway';
import { recordIdSchema } from '@photodossier/domain/text-input';

function callerContext(request: FastifyRequest, publicUrl: string | null): CallerContext {
  const language = request.headers['accept-language'] ?? '';
  return {
    // Normalised (no default port), as better-auth compares origins.
    origin: new URL(publicUrl ?? `${request.protocol}://${request.host}`).origin,
    cookie: request.headers.cookie ?? '',
    clientIp: request.ip,
    locale: language.toLowerCase().startsWith('en') ? 'en' : 'fr',
  };
}

export const billingRoutes: FastifyPluginAsyncZod<{
  service: BillingService;
  viewers: ViewerResolver;
  publicUrl: string | null;
}> = async (app, { service, viewers, publicUrl }) => {
  app.get(
    '/api/v1/billing/subscription',
    {
      schema: {
        tags: ['billing'],
        summary: "The signed-in user's plan, read live (active or trialing subscriptions)",
        response: { 200: subscriptionRecordSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.subscription(await viewers.require(request));
    },
  );

  app.post(
    '/api/v1/billing/checkout',
    {
      schema: {
        tags: ['billing'],
        summary: 'A Stripe Checkout address for a higher plan (only when Stripe is configured)',
        body: checkoutBodySchema,
        response: { 200: redirectUrlSchema },
      },
    },
    async (request) => {
      const viewer = await viewers.require(request);
      const url = await service.checkout(viewer, request.body, callerContext(request, publicUrl));
      return { url };
    },
  );

  app.post(
    '/api/v1/billing/portal',
    {
      schema: {
        tags: ['billing'],
        summary: 'A Stripe customer portal address (only for a user with a Stripe customer)',
        response: { 200: redirectUrlSchema },
      },
    },
    async (request) => {
      const viewer = await viewers.require(request);
      return { url: await service.portal(viewer, callerContext(request, publicUrl)) };
    },
  );

  app.put(
    '/api/v1/admin/users/:userId/plan',
    {
      schema: {
        tags: ['admin'],
        summary: "Sets a user's plan without Stripe (admins only)",
        params: z.object({ userId: recordIdSchema }),
        body: adminPlanBodySchema,
      },
    },
    async (request, reply) => {
      const admin = await viewers.require(request);
      await service.setPlanByAdmin(admin, request.params.userId, request.body.planId);
      return reply.code(204).send();
    },
  );
};
