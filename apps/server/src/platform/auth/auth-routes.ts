import { createProblem, PROBLEM_CONTENT_TYPE } from '@photodossier/domain/problem';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fromDbBool } from '../db/portable';
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
 * better-auth offers SMS codes at sign-in to every two-factor user once SMS is configured; a
 * user without a verified phone could only wait for a message that never comes. The
 * challenge lists `otp` only for users who enrolled their phone.
 */
async function withReachableMethods(
  db: Kysely<Database>,
  requestBody: Buffer | undefined,
  response: Response,
): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return response;
  const body = (await response.clone().json()) as {
    twoFactorRedirect?: boolean;
    twoFactorMethods?: string[];
  };
  if (!body.twoFactorRedirect || !body.twoFactorMethods?.includes('otp')) return response;
  const { email } = JSON.parse(requestBody?.toString('utf8') ?? '{}') as { email?: string };
  const user = email
    ? await db
        .selectFrom('user')
        .select(['phoneNumber', 'phoneNumberVerified'])
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst()
    : undefined;
  const phoneReady = Boolean(user?.phoneNumber) && fromDbBool(user?.phoneNumberVerified ?? 0);
  if (phoneReady) return response;
  const methods = body.twoFactorMethods.filter((method) => method !== 'otp');
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, twoFactorMethods: methods }), {
    status: response.status,
    headers,
  });
}

/**
 * better-auth answers everything under /api/auth. In its own scope every body stays raw bytes
 * (better-auth parses them itself; signed webhooks need the exact bytes).
 */
export const authRoutes: FastifyPluginAsync<{ auth: Auth; db: Kysely<Database> }> = async (
  app,
  { auth, db },
) => {
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
      let response = await auth.handler(toWebRequest(request, body));
      if (request.url.startsWith(`${AUTH_BASE_PATH}/sign-in/email`) && response.ok) {
        response = await withReachableMethods(db, body, response);
      }
      await sendWebResponse(reply, response);
    },
  });
};
