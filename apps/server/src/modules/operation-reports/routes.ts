import {
  operationReportBodySchema,
  operationReportListQuerySchema,
  operationReportListSchema,
  operationReportRecordSchema,
  surgicalTechniqueBodySchema,
  surgicalTechniqueListSchema,
  surgicalTechniqueRecordSchema,
} from '@photodossier/domain/operation-report';
import { recordIdSchema } from '@photodossier/domain/text-input';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ViewerResolver } from '../../platform/auth/viewer';
import { attachmentDisposition } from '../media/content-disposition';
import type { OperationReportsService } from './service';

const idParams = z.object({ id: recordIdSchema });
// Every route of the module needs the operation-reports beta switch (beta gate).
const beta = { requiredBeta: 'operationReports' } as const;

export const operationReportRoutes: FastifyPluginAsyncZod<{
  service: OperationReportsService;
  viewers: ViewerResolver;
}> = async (app, { service, viewers }) => {
  const tags = ['operation-reports'];

  app.get(
    '/api/v1/surgical-techniques',
    {
      config: beta,
      schema: {
        tags,
        summary: "The practitioner's surgical techniques, by name",
        response: { 200: surgicalTechniqueListSchema },
      },
    },
    async (request) => service.listTechniques(await viewers.require(request)),
  );

  app.post(
    '/api/v1/surgical-techniques',
    {
      config: beta,
      schema: {
        tags,
        summary: 'Adds a technique to the library',
        body: surgicalTechniqueBodySchema,
        response: { 201: surgicalTechniqueRecordSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.createTechnique(await viewers.require(request), request.body)),
  );

  app.put(
    '/api/v1/surgical-techniques/:id',
    {
      config: beta,
      schema: {
        tags,
        summary: 'Replaces a technique',
        params: idParams,
        body: surgicalTechniqueBodySchema,
        response: { 200: surgicalTechniqueRecordSchema },
      },
    },
    async (request) =>
      service.updateTechnique(await viewers.require(request), request.params.id, request.body),
  );

  app.delete(
    '/api/v1/surgical-techniques/:id',
    {
      config: beta,
      schema: { tags, summary: 'Removes a technique from the library', params: idParams },
    },
    async (request, reply) => {
      await service.deleteTechnique(await viewers.require(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/v1/operation-reports',
    {
      config: beta,
      schema: {
        tags,
        summary: 'Operation reports, last changed first; filter by patient, search',
        querystring: operationReportListQuerySchema,
        response: { 200: operationReportListSchema },
      },
    },
    async (request) => service.listReports(await viewers.require(request), request.query),
  );

  app.post(
    '/api/v1/operation-reports',
    {
      config: beta,
      schema: {
        tags,
        summary: 'Starts a draft report',
        body: operationReportBodySchema,
        response: { 201: operationReportRecordSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.createReport(await viewers.require(request), request.body)),
  );

  app.get(
    '/api/v1/operation-reports/:id',
    {
      config: beta,
      schema: {
        tags,
        summary: 'A report',
        params: idParams,
        response: { 200: operationReportRecordSchema },
      },
    },
    async (request) => service.getReport(await viewers.require(request), request.params.id),
  );

  app.put(
    '/api/v1/operation-reports/:id',
    {
      config: beta,
      schema: {
        tags,
        summary: 'Saves a draft (autosave); a signed report answers 409 report.signed_locked',
        params: idParams,
        body: operationReportBodySchema,
        response: { 200: operationReportRecordSchema },
      },
    },
    async (request) =>
      service.updateReport(await viewers.require(request), request.params.id, request.body),
  );

  app.post(
    '/api/v1/operation-reports/:id/sign',
    {
      config: beta,
      schema: {
        tags,
        summary: 'Signs a draft in the practitioner’s name; it is locked from then on',
        params: idParams,
        response: { 200: operationReportRecordSchema },
      },
    },
    async (request) => service.signReport(await viewers.require(request), request.params.id),
  );

  app.post(
    '/api/v1/operation-reports/:id/versions',
    {
      config: beta,
      schema: {
        tags,
        summary: 'A new draft version of a signed report',
        params: idParams,
        response: { 201: operationReportRecordSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.newVersion(await viewers.require(request), request.params.id)),
  );

  app.delete(
    '/api/v1/operation-reports/:id',
    { config: beta, schema: { tags, summary: 'Deletes a draft', params: idParams } },
    async (request, reply) => {
      await service.deleteReport(await viewers.require(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/v1/operation-reports/:id/pdf',
    { config: beta, schema: { tags, summary: 'The report as a PDF', params: idParams } },
    async (request, reply) => {
      const { bytes, fileName } = await service.pdf(
        await viewers.require(request),
        request.params.id,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentDisposition(fileName))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );
};
