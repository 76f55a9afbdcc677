import {
  exportJobCreateSchema,
  exportJobDownloadSchema,
  exportJobListSchema,
  exportJobSchema,
} from '@photodossier/domain/archive';
import { recordIdSchema } from '@photodossier/domain/text-input';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ViewerResolver } from '../../platform/auth/viewer';
import type { ExportJobs } from './export-jobs';

const tags = ['archive'];

export const exportJobRoutes: FastifyPluginAsyncZod<{
  jobs: ExportJobs;
  viewers: ViewerResolver;
}> = async (app, { jobs, viewers }) => {
  app.post(
    '/api/v1/export/jobs',
    {
      schema: {
        tags,
        summary:
          'Prepares the complete archive in the background (it survives a restart); answers 202 with the job',
        body: exportJobCreateSchema,
        response: { 202: exportJobSchema },
      },
    },
    async (request, reply) => {
      const job = await jobs.create(await viewers.require(request), request.body.embeddings);
      return reply.code(202).send(job);
    },
  );

  app.get(
    '/api/v1/export/jobs',
    {
      schema: {
        tags,
        summary: "The signed-in user's latest background exports with their progress",
        response: { 200: exportJobListSchema },
      },
    },
    async (request) => jobs.list(await viewers.require(request)),
  );

  app.get(
    '/api/v1/export/jobs/:id/download',
    {
      schema: {
        tags,
        summary:
          'A signed link to a finished archive, valid 15 minutes; 409 archive.job_not_ready before it is done or once expired',
        params: z.object({ id: recordIdSchema }),
        response: { 200: exportJobDownloadSchema },
      },
    },
    async (request) => jobs.download(await viewers.require(request), request.params.id),
  );
};
