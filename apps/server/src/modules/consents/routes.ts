import {
  CONSENT_FEATURE,
  consentIdParamsSchema,
  consentListSchema,
  consentProcedureSchema,
  consentRecordSchema,
  consentTemplateBodySchema,
  consentTemplateListSchema,
  consentTemplateSchema,
  createConsentBodySchema,
  emailConsentBodySchema,
} from '@photodossier/domain/consents';
import { recordIdSchema } from '@photodossier/domain/text-input';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ViewerResolver } from '../../platform/auth/viewer';
import { AppError } from '../../platform/http/problem';
import type { ConsentsService } from './service';

const patientParams = z.object({ patientId: recordIdSchema });
const procedureParams = z.object({ procedure: consentProcedureSchema });
// Every route here is Pro only (spec 01 §5 digital_consent_pdf): the gate runs before validation.
const config = { requiredFeature: CONSENT_FEATURE } as const;
const tags = ['consents'];

export const consentRoutes: FastifyPluginAsyncZod<{
  service: ConsentsService;
  viewers: ViewerResolver;
}> = async (app, { service, viewers }) => {
  app.get(
    '/api/v1/consent-templates',
    {
      config,
      schema: {
        tags,
        summary: 'The consent templates: the French defaults or the user’s edits',
        response: { 200: consentTemplateListSchema },
      },
    },
    async (request) => ({ items: await service.templates(await viewers.require(request)) }),
  );

  app.put(
    '/api/v1/consent-templates/:procedure',
    {
      config,
      schema: {
        tags,
        summary: 'Edits the template of a procedure (placeholders {{patient}}, {{date}}…)',
        params: procedureParams,
        body: consentTemplateBodySchema,
        response: { 200: consentTemplateSchema },
      },
    },
    async (request) =>
      service.saveTemplate(await viewers.require(request), request.params.procedure, request.body),
  );

  app.delete(
    '/api/v1/consent-templates/:procedure',
    {
      config,
      schema: {
        tags,
        summary: 'Puts the French default back',
        params: procedureParams,
        response: { 200: consentTemplateSchema },
      },
    },
    async (request) =>
      service.resetTemplate(await viewers.require(request), request.params.procedure),
  );

  app.get(
    '/api/v1/patients/:patientId/consents',
    {
      config,
      schema: {
        tags,
        summary: "A patient's consent documents, the latest first",
        params: patientParams,
        response: { 200: consentListSchema },
      },
    },
    async (request) => ({
      items: await service.list(await viewers.require(request), request.params.patientId),
    }),
  );

  app.post(
    '/api/v1/patients/:patientId/consents',
    {
      config,
      schema: {
        tags,
        summary: 'Makes a consent document from the template of a procedure',
        description:
          'With both signatures the PDF is made and stored at once; with the practitioner’s ' +
          'only, the document waits for the patient’s signature on the portal.',
        params: patientParams,
        body: createConsentBodySchema,
        response: { 201: consentRecordSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.create(
            await viewers.require(request),
            request.params.patientId,
            request.body,
          ),
        ),
  );

  // A consent document is never changed nor removed on its own: it goes with its patient only.
  for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
    app.route({
      method,
      url: '/api/v1/consents/:id',
      config,
      schema: {
        tags,
        summary: 'Refused: a consent document cannot be modified (a new version is a new document)',
        params: consentIdParamsSchema,
      },
      handler: async (request, reply) => {
        await viewers.require(request);
        void reply.header('allow', 'GET');
        throw new AppError('consent.immutable', 405);
      },
    });
  }

  app.get(
    '/api/v1/consents/:id/document.pdf',
    {
      config,
      schema: {
        tags,
        summary: 'The signed PDF; its SHA-256 is in the x-content-sha256 header',
        params: consentIdParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await service.pdf(await viewers.require(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('x-content-sha256', file.sha256)
        .header(
          'content-disposition',
          `attachment; filename="${file.fileName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(file.bytes);
    },
  );

  app.post(
    '/api/v1/consents/:id/email',
    {
      config,
      schema: {
        tags,
        summary: 'Sends the signed PDF by e-mail (to the patient unless another address is given)',
        params: consentIdParamsSchema,
        body: emailConsentBodySchema,
      },
    },
    async (request, reply) => {
      await service.email(await viewers.require(request), request.params.id, request.body.to);
      return reply.code(204).send();
    },
  );
};
