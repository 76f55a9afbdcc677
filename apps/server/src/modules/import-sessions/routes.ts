import {
  activeImportSessionResponseSchema,
  deviceIdSchema,
  importSessionChangesQuerySchema,
  importSessionChangesSchema,
  importSessionPhotoSchema,
  importSessionSchema,
  openImportSessionBodySchema,
  patchSessionPhotoBodySchema,
  putSessionPhotoBodySchema,
  recordAssignmentsBodySchema,
  sessionPhotoIdSchema,
} from '@photodossier/domain/import-session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ViewerResolver } from '../../platform/auth/viewer';
import { sendJsonText } from '../../platform/http/trusted-serializer';
import type { ImportSessionsService } from './service';
import { recordIdSchema } from '@photodossier/domain/text-input';

const BASE = '/api/v1/import-sessions';
const tags = ['import-sessions'];
const sessionParams = z.object({ id: recordIdSchema });
const photoParams = sessionParams.extend({ sessionPhotoId: sessionPhotoIdSchema });
const ENDED =
  '404 when the session is not one of the user’s; 409 import_session.not_active once it is ' +
  'completed or abandoned.';

export const importSessionRoutes: FastifyPluginAsyncZod<{
  service: ImportSessionsService;
  viewers: ViewerResolver;
}> = async (app, { service, viewers }) => {
  app.post(
    BASE,
    {
      schema: {
        tags,
        summary: "The device's active import session, or a new one",
        description:
          '200 with the most recently changed active session of the device, or 201 with a new ' +
          'one when it has none.',
        body: openImportSessionBodySchema,
        response: { 200: importSessionSchema, 201: importSessionSchema },
      },
    },
    async (request, reply) => {
      const { json, created } = await service.open(
        await viewers.require(request),
        request.body.device_id,
      );
      return sendJsonText(reply.code(created ? 201 : 200), json);
    },
  );

  app.get(
    `${BASE}/active`,
    {
      schema: {
        tags,
        summary: "The device's active import session, if any",
        querystring: z.object({ device_id: deviceIdSchema }),
        response: { 200: activeImportSessionResponseSchema },
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        await service.active(await viewers.require(request), request.query.device_id),
      ),
  );

  app.get(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        summary: 'An import session with its photos and assignments',
        params: sessionParams,
        response: { 200: importSessionSchema },
      },
    },
    async (request, reply) =>
      sendJsonText(reply, await service.get(await viewers.require(request), request.params.id)),
  );

  app.get(
    `${BASE}/:id/changes`,
    {
      schema: {
        tags,
        summary: 'The photos of an import session changed since the copy a tab holds',
        description:
          'since is the updated_at of the session the tab holds. The session’s fields, with ' +
          'the photos (and assignments) written since then, and those of the minute before; ' +
          'photo_count is how many photos the session holds in all, so that a tab can tell ' +
          'that some were removed and read the whole session again.',
        params: sessionParams,
        querystring: importSessionChangesQuerySchema,
        response: { 200: importSessionChangesSchema },
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        await service.getChanges(
          await viewers.require(request),
          request.params.id,
          request.query.since,
        ),
      ),
  );

  app.put(
    `${BASE}/:id/photos/:sessionPhotoId`,
    {
      schema: {
        tags,
        summary: 'Registers a photo of the session before it uploads',
        description:
          'Pending, at 0 %. Sent again, only the metadata (and the suggestion, when given) ' +
          `change: an upload that already finished stays uploaded. ${ENDED}`,
        params: photoParams,
        body: putSessionPhotoBodySchema,
        response: { 200: importSessionPhotoSchema },
      },
    },
    async (request) =>
      service.registerPhoto(
        await viewers.require(request),
        request.params.id,
        request.params.sessionPhotoId,
        request.body,
      ),
  );

  app.patch(
    `${BASE}/:id/photos/:sessionPhotoId`,
    {
      schema: {
        tags,
        summary: "A session photo's upload state, progress or suggested patient",
        description:
          `404 also when the session holds no such photo. ${ENDED} ` +
          '409 import_session.upload_status_refused for `uploaded` (set only by the recorded ' +
          'upload) or a move outside pending -> uploading -> failed, failed -> uploading; once ' +
          'the upload is recorded, reported states are ignored.',
        params: photoParams,
        body: patchSessionPhotoBodySchema,
        response: { 200: importSessionPhotoSchema },
      },
    },
    async (request) =>
      service.patchPhoto(
        await viewers.require(request),
        request.params.id,
        request.params.sessionPhotoId,
        request.body,
      ),
  );

  app.delete(
    `${BASE}/:id/photos/:sessionPhotoId`,
    {
      schema: {
        tags,
        summary: 'Takes a photo out of the session',
        description: `204; the uploaded photo itself is not deleted. ${ENDED}`,
        params: photoParams,
      },
    },
    async (request, reply) => {
      await service.removePhoto(
        await viewers.require(request),
        request.params.id,
        request.params.sessionPhotoId,
      );
      return reply.code(204).send();
    },
  );

  app.post(
    `${BASE}/:id/assignments`,
    {
      schema: {
        tags,
        summary: 'Records what became of photos: filed under a patient, or saved without one',
        description:
          'All or nothing: 404 when a photo is not in the session or a patient is not one of ' +
          `the user’s. ${ENDED}`,
        params: sessionParams,
        body: recordAssignmentsBodySchema,
        response: { 200: importSessionSchema },
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        await service.recordAssignments(
          await viewers.require(request),
          request.params.id,
          request.body,
        ),
      ),
  );

  app.post(
    `${BASE}/:id/finalize`,
    {
      schema: {
        tags,
        summary: 'Completes an active import session',
        description: ENDED,
        params: sessionParams,
        response: { 200: importSessionSchema },
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        await service.finalize(await viewers.require(request), request.params.id),
      ),
  );

  app.post(
    `${BASE}/:id/abandon`,
    {
      schema: {
        tags,
        summary: 'Abandons an active import session; it is deleted 2 days later',
        description: ENDED,
        params: sessionParams,
        response: { 200: importSessionSchema },
      },
    },
    async (request, reply) =>
      sendJsonText(reply, await service.abandon(await viewers.require(request), request.params.id)),
  );
};
