import { signConsentBodySchema } from '@photodossier/domain/consents';
import {
  PORTAL_FEATURE,
  createPortalInviteBodySchema,
  createdPortalInviteSchema,
  portalInviteSchema,
  portalItemBodySchema,
  portalItemSchema,
  portalStateSchema,
  portalViewSchema,
} from '@photodossier/domain/patient-portal';
import { recordIdSchema } from '@photodossier/domain/text-input';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestClient, type ViewerResolver } from '../../platform/auth/viewer';
import { attachmentDisposition } from '../media/content-disposition';
import type { PortalService } from './service';

const patientParams = z.object({ patientId: recordIdSchema });
const idParams = z.object({ id: recordIdSchema });
const tokenParams = z.object({ token: z.string().max(200) });
const config = { requiredFeature: PORTAL_FEATURE } as const;
const tags = ['patient-portal'];

export const portalRoutes: FastifyPluginAsyncZod<{
  service: PortalService;
  viewers: ViewerResolver;
  publicUrl: string | null;
}> = async (app, { service, viewers, publicUrl }) => {
  app.get(
    '/api/v1/patients/:patientId/portal',
    {
      config,
      schema: {
        tags,
        summary: "A patient's portal: invitations, shared items and the patient's accesses",
        params: patientParams,
        response: { 200: portalStateSchema },
      },
    },
    async (request) => service.state(await viewers.require(request), request.params.patientId),
  );

  app.post(
    '/api/v1/patients/:patientId/portal/invites',
    {
      config,
      schema: {
        tags,
        summary: 'Invites the patient by e-mail to /patient-portal/{token}',
        description: 'The answer holds the token: the only time it is given.',
        params: patientParams,
        body: createPortalInviteBodySchema,
        response: { 201: createdPortalInviteSchema },
      },
    },
    async (request, reply) => {
      const origin = new URL(publicUrl ?? `${request.protocol}://${request.host}`).origin;
      const created = await service.invite(
        await viewers.require(request),
        request.params.patientId,
        request.body,
        origin,
      );
      return reply.code(201).header('cache-control', 'no-store').send(created);
    },
  );

  app.post(
    '/api/v1/portal-invites/:id/revoke',
    {
      config,
      schema: {
        tags,
        summary: 'Revokes an invitation at once',
        params: idParams,
        response: { 200: portalInviteSchema },
      },
    },
    async (request) => service.revoke(await viewers.require(request), request.params.id),
  );

  app.post(
    '/api/v1/patients/:patientId/portal/items',
    {
      config,
      schema: {
        tags,
        summary: 'Shares a photo, comparison, consent or instructions with the patient',
        params: patientParams,
        body: portalItemBodySchema,
        response: { 201: portalItemSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.addItem(
            await viewers.require(request),
            request.params.patientId,
            request.body,
          ),
        ),
  );

  app.delete(
    '/api/v1/portal-items/:id',
    { config, schema: { tags, summary: 'Stops sharing an item', params: idParams } },
    async (request, reply) => {
      await service.removeItem(await viewers.require(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/v1/portal/:token',
    {
      schema: {
        tags,
        summary: 'Opens the portal (no account): the shared items, media links signed for minutes',
        description:
          'Unknown, expired and revoked tokens all answer 404 portal.not_found; attempts are ' +
          'limited per client address (429 portal.too_many_attempts).',
        params: tokenParams,
        response: { 200: portalViewSchema },
      },
    },
    async (request, reply) => {
      const view = await service.open(request.params.token, requestClient(request));
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(view);
    },
  );

  app.get(
    '/api/v1/portal/:token/consents/:consentId/document.pdf',
    {
      schema: {
        tags,
        summary: 'The patient downloads a signed consent shared on the portal',
        description: 'Each download is a portal.download line of the access journal.',
        params: tokenParams.extend({ consentId: recordIdSchema }),
      },
    },
    async (request, reply) => {
      const file = await service.consentPdf(
        request.params.token,
        request.params.consentId,
        requestClient(request),
      );
      return reply
        .type('application/pdf')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header('x-content-sha256', file.sha256)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .send(file.bytes);
    },
  );

  app.post(
    '/api/v1/portal/:token/consents/:consentId/sign',
    {
      schema: {
        tags,
        summary: 'The patient signs a pending consent shared on the portal',
        params: tokenParams.extend({ consentId: recordIdSchema }),
        body: signConsentBodySchema,
        response: { 200: portalViewSchema },
      },
    },
    async (request, reply) => {
      const view = await service.sign(
        request.params.token,
        request.params.consentId,
        request.body.patient_signature,
        requestClient(request),
      );
      return reply.header('cache-control', 'no-store').send(view);
    },
  );
};
