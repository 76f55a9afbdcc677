import { userSettingsPatchSchema, userSettingsSchema } from '@photodossier/domain/user-settings';
import { betaFeaturesPatchSchema, betaFeaturesSchema } from '@photodossier/domain/operation-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ViewerResolver } from '../../platform/auth/viewer';
import type { SettingsService } from './service';

const settingsPatchHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/)
    .optional()
    .describe("The browser's id of this patch, the same when it is sent again"),
});

export const settingsRoutes: FastifyPluginAsyncZod<{
  service: SettingsService;
  viewers: ViewerResolver;
}> = async (app, { service, viewers }) => {
  app.get(
    '/api/v1/settings',
    {
      schema: {
        tags: ['settings'],
        summary: "The signed-in user's settings document, every default filled",
        response: { 200: userSettingsSchema },
      },
    },
    async (request) => service.get(await viewers.require(request)),
  );

  app.patch(
    '/api/v1/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Merge-writes part of the settings document; lastUpdated is set by the server',
        description:
          'With Idempotency-Key, a patch sent again with the same key (its answer was lost) ' +
          'is applied once: the answer is then the document as it stands.',
        headers: settingsPatchHeaders,
        body: userSettingsPatchSchema,
        response: { 200: userSettingsSchema },
      },
    },
    async (request) =>
      service.update(
        await viewers.require(request),
        request.body,
        request.headers['idempotency-key'] ?? null,
      ),
  );

  app.get(
    '/api/v1/settings/beta-features',
    {
      schema: {
        tags: ['settings'],
        summary: "The signed-in user's beta features (dictaphone, operation reports)",
        response: { 200: betaFeaturesSchema },
      },
    },
    async (request) => service.betaFeatures(await viewers.require(request)),
  );

  app.patch(
    '/api/v1/settings/beta-features',
    {
      schema: {
        tags: ['settings'],
        summary: 'Switches beta features on or off for the signed-in user',
        body: betaFeaturesPatchSchema,
        response: { 200: betaFeaturesSchema },
      },
    },
    async (request) => service.updateBetaFeatures(await viewers.require(request), request.body),
  );
};
