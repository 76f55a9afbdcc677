import { createProblem, PROBLEM_CONTENT_TYPE } from '@photodossier/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ViewerResolver } from '../../platform/auth/viewer';
import type { LiveEventStreams } from './service';

const eventStreamQuerySchema = z.object({
  // Up to a day: anything past the node's replay window is answered with a resync anyway.
  replay_ms: z
    .string()
    .regex(/^\d{1,8}$/)
    .transform(Number)
    .optional(),
});

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
          'started server node; `system.resync` asks to refetch everything shown. With ' +
          '`replay_ms`, the stream first repeats your events of that many last milliseconds ' +
          '(what a page may have missed since it read its data), or sends `system.resync` ' +
          'when this node cannot know them all.',
        querystring: eventStreamQuerySchema,
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
      streams.open(reply.raw, { userId }, request.query.replay_ms ?? null);
      request.log.debug('event stream opened');
      return reply;
    },
  );
};
