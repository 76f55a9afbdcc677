import {
  dictationBodySchema,
  dictationListQuerySchema,
  dictationListSchema,
  dictationRecordSchema,
  transcriptionStatusSchema,
} from '@photodossier/domain/dictation';
import { recordIdSchema } from '@photodossier/domain/text-input';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ViewerResolver } from '../../platform/auth/viewer';
import { attachmentDisposition } from '../media/content-disposition';
import type { DictationsService } from './service';

const idParams = z.object({ id: recordIdSchema });
// Every route of the module needs the dictaphone beta switch (beta gate).
const beta = { requiredBeta: 'dictaphone' } as const;
const tags = ['dictations'];

export const dictationRoutes: FastifyPluginAsyncZod<{
  service: DictationsService;
  viewers: ViewerResolver;
}> = async (app, { service, viewers }) => {
  app.get(
    '/api/v1/dictations/transcription',
    {
      config: beta,
      schema: {
        tags,
        summary: 'Whether the installation configured automatic transcription (STT_URL)',
        response: { 200: transcriptionStatusSchema },
      },
    },
    async (request) => {
      await viewers.require(request);
      return { configured: service.transcriptionConfigured };
    },
  );

  app.get(
    '/api/v1/dictations',
    {
      config: beta,
      schema: {
        tags,
        summary: 'Dictations, newest first; search title and text',
        querystring: dictationListQuerySchema,
        response: { 200: dictationListSchema },
      },
    },
    async (request) => service.list(await viewers.require(request), request.query),
  );

  app.get(
    '/api/v1/dictations/trash',
    {
      config: beta,
      schema: {
        tags,
        summary: 'Dictations in the trash, last deleted first',
        querystring: dictationListQuerySchema,
        response: { 200: dictationListSchema },
      },
    },
    async (request) => service.list(await viewers.require(request), request.query, true),
  );

  app.post(
    '/api/v1/dictations',
    {
      config: beta,
      schema: {
        tags,
        summary: 'Starts a dictation (the recording follows)',
        body: dictationBodySchema,
        response: { 201: dictationRecordSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(await viewers.require(request), request.body)),
  );

  app.get(
    '/api/v1/dictations/:id',
    {
      config: beta,
      schema: {
        tags,
        summary: 'A dictation',
        params: idParams,
        response: { 200: dictationRecordSchema },
      },
    },
    async (request) => service.get(await viewers.require(request), request.params.id),
  );

  app.put(
    '/api/v1/dictations/:id',
    {
      config: beta,
      schema: {
        tags,
        summary: 'Saves title, day, patient and text',
        params: idParams,
        body: dictationBodySchema,
        response: { 200: dictationRecordSchema },
      },
    },
    async (request) =>
      service.update(await viewers.require(request), request.params.id, request.body),
  );

  app.get(
    '/api/v1/dictations/:id/audio',
    {
      config: beta,
      schema: {
        tags,
        summary: 'The recording; ?download=1 names it as a file',
        params: idParams,
        querystring: z.object({ download: z.enum(['1']).optional() }),
      },
    },
    async (request, reply) => {
      const { content, type, fileName } = await service.audio(
        await viewers.require(request),
        request.params.id,
        request.query.download === '1',
      );
      reply.type(type).header('cache-control', 'private, no-store');
      reply.header('content-length', String(content.contentLength));
      if (request.query.download === '1') {
        reply.header('content-disposition', attachmentDisposition(fileName));
      }
      return reply.send(content.stream);
    },
  );

  app.post(
    '/api/v1/dictations/:id/transcribe',
    {
      config: beta,
      schema: {
        tags,
        summary: 'Fills the text from the recording through the configured speech-to-text service',
        params: idParams,
        response: { 200: dictationRecordSchema },
      },
    },
    async (request) => service.transcribe(await viewers.require(request), request.params.id),
  );

  app.delete(
    '/api/v1/dictations/:id',
    { config: beta, schema: { tags, summary: 'Moves a dictation to the trash', params: idParams } },
    async (request, reply) => {
      await service.trash(await viewers.require(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/v1/dictations/:id/restore',
    {
      config: beta,
      schema: {
        tags,
        summary: 'Brings a dictation back from the trash',
        params: idParams,
        response: { 200: dictationRecordSchema },
      },
    },
    async (request) => service.restore(await viewers.require(request), request.params.id),
  );

  app.delete(
    '/api/v1/dictations/:id/permanent',
    {
      config: beta,
      schema: {
        tags,
        summary: 'Deletes a trashed dictation and its recording for good',
        params: idParams,
      },
    },
    async (request, reply) => {
      await service.erase(await viewers.require(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
