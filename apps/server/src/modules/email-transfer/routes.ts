import {
  emailSendListSchema,
  emailSendRecordSchema,
  sendEmailBodySchema,
} from '@photodossier/domain/email-transfer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ViewerResolver } from '../../platform/auth/viewer';
import type { EmailTransferService } from './service';

export const emailTransferRoutes: FastifyPluginAsyncZod<{
  service: EmailTransferService;
  viewers: ViewerResolver;
}> = async (app, { service, viewers }) => {
  app.post(
    '/api/v1/email/send',
    {
      schema: {
        tags: ['email'],
        summary: "Sends the user's photos by e-mail, attached or as signed links past 20 MB",
        description:
          'Three SMTP attempts (2 s, then 4 s apart). The send is recorded whatever its result; ' +
          'a failure answers 502 email.send_failed, over the hourly limit 429 email.rate_limited.',
        body: sendEmailBodySchema,
        response: { 201: emailSendRecordSchema },
      },
    },
    async (request, reply) => {
      const origin = `${request.protocol}://${request.host}`;
      const sent = await service.send(await viewers.require(request), request.body, origin);
      return reply.code(201).send(sent);
    },
  );

  app.get(
    '/api/v1/email/sends',
    {
      schema: {
        tags: ['email'],
        summary: "The signed-in user's latest sends: to whom, which photos, when, the result",
        response: { 200: emailSendListSchema },
      },
    },
    async (request) => service.list(await viewers.require(request)),
  );
};
