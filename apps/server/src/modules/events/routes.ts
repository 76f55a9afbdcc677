import { createProblem, PROBLEM_CONTENT_TYPE } from '@photodossier/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ViewerResolver } from '../../platform/auth/viewer';
import type { LiveEventStreams } from './service';

export const eventRoutes: FastifyPluginAsyncZod<{
  streams: LiveEventStreams;
  viewers: ViewerResolver;
}> = async (app, { streams, viewers }) => {
  app.get(
    '/api/v1/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Live change notices as Server-Sent Events',
        description:
          'text/event-stream. Each change is an unnamed message with `data: {"topic","ids"}`; ' +
          'a comment line is sent every 25 s to keep the connection open. The web invalidates ' +
          'the queries of the topic. `system.node_started` (ids: [nodeId]) announces a newly ' +
          'started server node; `system.resync` asks to refetch everything shown.',
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const { userId } = await viewers.require(request);
      if (streams.closing) {
        return reply
          .code(503)
          .type(PROBLEM_CONTENT_TYPE)
          .send(createProblem({ code: 'request.internal', status: 503, detail: 'Shutting down' }));
      }
      reply.hijack();
      streams.open(reply.raw, { userId });
      request.log.debug('event stream opened');
      return reply;
    },
  );
};
