import { createProblem, PROBLEM_CONTENT_TYPE } from '@photodossier/domain/problem';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { mapAuthError } from './auth-errors';
import { AUTH_BASE_PATH, type Auth } from './create-auth';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** The Web Request better-auth expects, with the client IP that Fastify resolved. */
export function toWebRequest(request: FastifyRequest, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'x-forwarded-for') continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // request.ip honours trustProxy: behind a trusted proxy it is the client, otherwise the
  // socket peer. Whatever the client sent as X-Forwarded-For is never trusted on its own.
  headers.set('x-forwarded-for', request.ip);
  const url = `${request.protocol}://${request.host}${request.url}`;
  const hasBody =
    body !== undefined && body.length > 0 && !['GET', 'HEAD'].includes(request.method);
  return new Request(url, {
    method: request.method,
    headers,
    ...(hasBody ? { body: new Uint8Array(body) } : {}),
  });
}

async function readErrorCode(response: Response): Promise<string | undefined> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return undefined;
  try {
    const body = (await response.json()) as { code?: unknown };
    return typeof body.code === 'string' ? body.code : undefined;
  } catch {
    return undefined;
  }
}

/** Copies a Web Response onto the Fastify reply; errors become our problem+json. */
export async function sendWebResponse(reply: FastifyReply, response: Response): Promise<void> {
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  if (response.status >= 400) {
    const mapped = mapAuthError(response.status, await readErrorCode(response));
    const retryAfter = response.headers.get('x-retry-after');
    if (retryAfter) reply.header('retry-after', retryAfter);
    await reply
      .code(response.status)
      .type(PROBLEM_CONTENT_TYPE)
      .send(createProblem({ ...mapped, status: response.status }));
    return;
  }
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && !HOP_BY_HOP.has(name)) reply.header(name, value);
  });
  reply.code(response.status);
  await reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

/**
 * better-auth answers everything under /api/auth. In its own scope every body stays raw bytes
 * (better-auth parses them itself; signed webhooks need the exact bytes).
 */
export const authRoutes: FastifyPluginAsync<{ auth: Auth }> = async (app, { auth }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    schema: { hide: true },
    async handler(request, reply) {
      const body = Buffer.isBuffer(request.body) ? request.body : undefined;
      const response = await auth.handler(toWebRequest(request, body));
      await sendWebResponse(reply, response);
    },
  });
};
