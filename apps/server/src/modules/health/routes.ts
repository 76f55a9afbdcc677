import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthService } from './service';

const checkStatus = z.enum(['ok', 'error']);

const healthReportSchema = z.object({
  status: checkStatus.describe('ok when the database and the blob store both answer'),
  nodeId: z.string().describe('Id of this server process, new at each start'),
  installationId: z.string().nullable().describe('Id of the installation, kept in the database'),
  database: z.object({
    dialect: z.enum(['sqlite', 'postgres']),
    status: checkStatus,
    latencyMs: z.number(),
  }),
  blobs: z.object({
    driver: z.enum(['local', 's3']),
    status: checkStatus,
    latencyMs: z.number(),
  }),
});

export const healthRoutes: FastifyPluginAsyncZod<{ service: HealthService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Health of this node, its database and its blob store',
        response: { 200: healthReportSchema, 503: healthReportSchema },
      },
    },
    async (_request, reply) => {
      const report = await service.report();
      return reply
        .code(report.status === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(report);
    },
  );
};
