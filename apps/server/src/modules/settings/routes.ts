import { userSettingsPatchSchema, userSettingsSchema } from '@photodossier/domain/user-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ViewerResolver } from '../../platform/auth/viewer';
import type { SettingsService } from './service';

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
        body: userSettingsPatchSchema,
        response: { 200: userSettingsSchema },
      },
    },
    async (request) => service.update(await viewers.require(request), request.body),
  );
};
