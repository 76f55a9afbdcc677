import { PLAN_IDS, SUBSCRIPTION_STATUSES } from '@photodossier/domain/plans';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ViewerResolver } from '../../platform/auth/viewer';
import type { AccountService } from './service';

const sessionSchema = z.object({
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    signInMethod: z.enum(['password', 'google']),
    isAdmin: z.boolean(),
    image: z.string().nullable(),
  }),
  subscription: z.object({ planId: z.enum(PLAN_IDS), status: z.enum(SUBSCRIPTION_STATUSES) }),
  betaFeatures: z.object({ dictaphone: z.boolean(), operationReports: z.boolean() }),
  mfa: z.object({ factors: z.array(z.enum(['totp', 'phone', 'passkey'])) }),
  phoneNumber: z.string().nullable(),
});

// Lengths are checked by the service so that each rule answers with its own spec text.
const passwordChangeSchema = z.object({
  currentPassword: z.string().max(256),
  newPassword: z.string().max(256),
  confirmPassword: z.string().max(256),
});

// A password account confirms with its password; an account without one (Google) with a sign-in
// through its provider of the last minutes (method 'provider').
const accountDeletionSchema = z.object({
  method: z.enum(['password', 'provider']).default('password'),
  password: z.string().max(256).optional(),
});

export const accountRoutes: FastifyPluginAsyncZod<{
  service: AccountService;
  viewers: ViewerResolver;
  googleEnabled: boolean;
}> = async (app, { service, viewers, googleEnabled }) => {
  app.get(
    '/api/v1/auth/providers',
    {
      schema: {
        tags: ['account'],
        summary: 'Which external sign-in providers this installation offers (public)',
        response: { 200: z.object({ google: z.boolean() }) },
      },
    },
    async () => ({ google: googleEnabled }),
  );

  app.get(
    '/api/v1/account/session',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in user, plan, beta features and enrolled second factors',
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.session(await viewers.require(request));
    },
  );

  app.post(
    '/api/v1/account/password',
    {
      schema: {
        tags: ['account'],
        summary: 'Changes the password after re-authenticating with the current one',
        body: passwordChangeSchema,
      },
    },
    async (request, reply) => {
      const viewer = await viewers.require(request);
      await service.changePassword(
        viewer,
        request.body,
        fromNodeHeaders(request.headers),
        request.ip,
      );
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/v1/account/delete',
    {
      schema: {
        tags: ['account'],
        summary: 'Deletes the account, every record and every stored file of the user',
        body: accountDeletionSchema,
      },
    },
    async (request, reply) => {
      const viewer = await viewers.require(request);
      const { method, password } = request.body;
      const cookies = await service.deleteAccount(
        viewer,
        method === 'provider' ? { method } : { method, password },
        fromNodeHeaders(request.headers),
        request.ip,
      );
      for (const cookie of cookies) reply.header('set-cookie', cookie);
      return reply.code(204).send();
    },
  );
};
