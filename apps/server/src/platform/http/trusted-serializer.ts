import type { FastifyReply } from 'fastify';

/**
 * Route option for large answers built field by field by a service mapper (a page of 100
 * photos): they are written with JSON.stringify instead of being
 * validated again by the response schema, which cost as much as the rest of the request. The
 * schema still documents the route, and the tests parse every such answer with it.
 */
export const trustedResponse = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
} as const;

/**
 * Sends JSON that a service or the database wrote itself (an import session, written by the
 * database as UTF-8) as it is: Fastify passes a string or a Buffer with a JSON content type
 * through without serializing it again. The response schema still documents the route; the
 * tests parse it.
 */
export function sendJsonText(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
