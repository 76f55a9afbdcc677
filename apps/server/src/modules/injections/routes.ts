import {
  injectionProductBodySchema,
  injectionProductListSchema,
  injectionProductSchema,
  injectionSessionBodySchema,
  injectionSessionListSchema,
  injectionSessionRecordSchema,
  toxinTrackingSchema,
} from '@photodossier/domain/injections';
import { recordIdSchema } from '@photodossier/domain/text-input';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ViewerResolver } from '../../platform/auth/viewer';
import type { InjectionsService } from './service';

const patientParams = z.object({ patientId: recordIdSchema });
const idParams = z.object({ id: recordIdSchema });
// Every route here is Pro only (spec 01 §2, §5): the plan gate runs before validation.
const config = { requiredFeature: 'botox_tracking' } as const;
const tags = ['injections'];

export const injectionRoutes: FastifyPluginAsyncZod<{
  service: InjectionsService;
  viewers: ViewerResolver;
}> = async (app, { service, viewers }) => {
  app.get(
    '/api/v1/injection-products',
    {
      config,
      schema: {
        tags,
        summary: 'Injection products: the built-in list and the user’s own',
        response: { 200: injectionProductListSchema },
      },
    },
    async (request) => ({ items: await service.listProducts(await viewers.require(request)) }),
  );

  app.post(
    '/api/v1/injection-products',
    {
      config,
      schema: {
        tags,
        summary: 'Adds a product of the user’s own',
        body: injectionProductBodySchema,
        response: { 201: injectionProductSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.addProduct(await viewers.require(request), request.body)),
  );

  app.delete(
    '/api/v1/injection-products/:id',
    { config, schema: { tags, summary: 'Removes a product of the user’s own', params: idParams } },
    async (request, reply) => {
      await service.deleteProduct(await viewers.require(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/v1/patients/:patientId/injection-sessions',
    {
      config,
      schema: {
        tags,
        summary: "A patient's injection sessions, the latest first",
        params: patientParams,
        response: { 200: injectionSessionListSchema },
      },
    },
    async (request) => ({
      items: await service.listSessions(await viewers.require(request), request.params.patientId),
    }),
  );

  app.get(
    '/api/v1/patients/:patientId/toxin-tracking',
    {
      config,
      schema: {
        tags,
        summary: "A patient's last toxin session and the suggested touch-up",
        params: patientParams,
        response: { 200: toxinTrackingSchema },
      },
    },
    async (request) => service.tracking(await viewers.require(request), request.params.patientId),
  );

  app.post(
    '/api/v1/patients/:patientId/injection-sessions',
    {
      config,
      schema: {
        tags,
        summary: 'Records an injection session',
        params: patientParams,
        body: injectionSessionBodySchema,
        response: { 201: injectionSessionRecordSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.createSession(
            await viewers.require(request),
            request.params.patientId,
            request.body,
          ),
        ),
  );

  app.get(
    '/api/v1/injection-sessions/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One injection session with its points',
        params: idParams,
        response: { 200: injectionSessionRecordSchema },
      },
    },
    async (request) => service.getSession(await viewers.require(request), request.params.id),
  );

  app.put(
    '/api/v1/injection-sessions/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Replaces an injection session',
        params: idParams,
        body: injectionSessionBodySchema,
        response: { 200: injectionSessionRecordSchema },
      },
    },
    async (request) =>
      service.updateSession(await viewers.require(request), request.params.id, request.body),
  );

  app.delete(
    '/api/v1/injection-sessions/:id',
    { config, schema: { tags, summary: 'Deletes an injection session', params: idParams } },
    async (request, reply) => {
      await service.deleteSession(await viewers.require(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/v1/injection-sessions/:id/chart.pdf',
    {
      config,
      schema: { tags, summary: 'The chart of a session as a PDF', params: idParams },
    },
    async (request, reply) => {
      const { bytes, fileName } = await service.chartPdf(
        await viewers.require(request),
        request.params.id,
      );
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="chart.pdf"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .send(Buffer.from(bytes));
    },
  );
};
