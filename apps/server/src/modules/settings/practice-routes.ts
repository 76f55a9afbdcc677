import {
  notificationPreferencesPatchSchema,
  notificationPreferencesSchema,
  PRACTICE_LOGO_MAX_BYTES,
  PRACTICE_LOGO_TYPES,
  practiceProfileRecordSchema,
  practiceProfileSchema,
} from '@photodossier/domain/practice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ViewerResolver } from '../../platform/auth/viewer';
import { AppError } from '../../platform/http/problem';
import { PRACTICE_LOGO_PATH, type PracticeService } from './practice-service';

const tags = ['settings'];

export const practiceRoutes: FastifyPluginAsyncZod<{
  service: PracticeService;
  viewers: ViewerResolver;
}> = async (app, { service, viewers }) => {
  // The logo arrives as the image's own bytes; its content is checked by decoding, not by this.
  app.addContentTypeParser(
    [...PRACTICE_LOGO_TYPES],
    { parseAs: 'buffer', bodyLimit: PRACTICE_LOGO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/api/v1/settings/practice',
    {
      schema: {
        tags,
        summary: "The organization settings: the practice's name, address, phone, RPPS/ADELI, logo",
        response: { 200: practiceProfileRecordSchema },
      },
    },
    async (request) => service.get(await viewers.require(request)),
  );

  app.put(
    '/api/v1/settings/practice',
    {
      schema: {
        tags,
        summary: 'Replaces the organization settings (the logo has its own route)',
        body: practiceProfileSchema,
        response: { 200: practiceProfileRecordSchema },
      },
    },
    async (request) => service.update(await viewers.require(request), request.body),
  );

  app.put(
    PRACTICE_LOGO_PATH,
    {
      schema: {
        tags,
        summary: `The practice logo: a PNG, JPEG or WebP body of at most ${PRACTICE_LOGO_MAX_BYTES} bytes, kept as a PNG`,
        response: { 200: practiceProfileRecordSchema },
      },
    },
    async (request) => {
      const viewer = await viewers.require(request);
      if (!Buffer.isBuffer(request.body)) throw new AppError('settings.logo_invalid', 415);
      return service.setLogo(viewer, request.body);
    },
  );

  app.delete(
    PRACTICE_LOGO_PATH,
    {
      schema: {
        tags,
        summary: 'Removes the practice logo',
        response: { 200: practiceProfileRecordSchema },
      },
    },
    async (request) => service.removeLogo(await viewers.require(request)),
  );

  app.get(
    PRACTICE_LOGO_PATH,
    { schema: { tags, summary: "The signed-in user's practice logo (PNG)" } },
    async (request, reply) => {
      const viewer = await viewers.require(request);
      const bytes = await service.logo(viewer.userId);
      if (!bytes) throw new AppError('request.not_found', 404);
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );

  app.get(
    '/api/v1/settings/notifications',
    {
      schema: {
        tags,
        summary: 'The communication settings: which notifications the user wants by e-mail',
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => service.notifications((await viewers.require(request)).userId),
  );

  app.patch(
    '/api/v1/settings/notifications',
    {
      schema: {
        tags,
        summary: 'Turns notification switches on or off',
        body: notificationPreferencesPatchSchema,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => service.updateNotifications(await viewers.require(request), request.body),
  );
};
