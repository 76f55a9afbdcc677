import {
  comparisonBodySchema,
  comparisonListSchema,
  comparisonRecordSchema,
  exportPolicySchema,
} from '@photodossier/domain/comparison';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ViewerResolver } from '../../platform/auth/viewer';
import type { ComparisonsService } from './service';

const idParams = z.object({ id: z.string().min(1).max(64) });
const patientParams = z.object({ patientId: z.string().min(1).max(64) });

export const comparisonRoutes: FastifyPluginAsyncZod<{
  service: ComparisonsService;
  viewers: ViewerResolver;
}> = async (app, { service, viewers }) => {
  app.get(
    '/api/v1/comparisons/export-policy',
    {
      schema: {
        tags: ['comparisons'],
        summary: 'Whether the signed-in user’s exports carry the watermark (plan check)',
        response: { 200: exportPolicySchema },
      },
    },
    async (request) => service.exportPolicy(await viewers.require(request)),
  );

  app.get(
    '/api/v1/patients/:patientId/comparisons',
    {
      schema: {
        tags: ['comparisons'],
        summary: "A patient's saved comparisons, last changed first",
        params: patientParams,
        response: { 200: comparisonListSchema },
      },
    },
    async (request) => service.list(await viewers.require(request), request.params.patientId),
  );

  app.post(
    '/api/v1/comparisons',
    {
      schema: {
        tags: ['comparisons'],
        summary: 'Saves a comparison of 2 to 4 photos of one patient',
        body: comparisonBodySchema,
        response: { 201: comparisonRecordSchema },
      },
    },
    async (request, reply) => {
      const record = await service.create(await viewers.require(request), request.body);
      return reply.code(201).send(record);
    },
  );

  app.get(
    '/api/v1/comparisons/:id',
    {
      schema: {
        tags: ['comparisons'],
        summary: 'A saved comparison',
        params: idParams,
        response: { 200: comparisonRecordSchema },
      },
    },
    async (request) => service.get(await viewers.require(request), request.params.id),
  );

  app.put(
    '/api/v1/comparisons/:id',
    {
      schema: {
        tags: ['comparisons'],
        summary: 'Replaces a saved comparison (photos, placements, view)',
        params: idParams,
        body: comparisonBodySchema,
        response: { 200: comparisonRecordSchema },
      },
    },
    async (request) =>
      service.update(await viewers.require(request), request.params.id, request.body),
  );

  app.delete(
    '/api/v1/comparisons/:id',
    {
      schema: {
        tags: ['comparisons'],
        summary: 'Deletes a saved comparison and the links sharing it',
        params: idParams,
      },
    },
    async (request, reply) => {
      await service.delete(await viewers.require(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
