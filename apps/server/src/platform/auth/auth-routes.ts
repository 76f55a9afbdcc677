import { createProblem, PROBLEM_CONTENT_TYPE } from '@photodossier/domain/problem';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fromDbBool } from '../db/portable';
import { findControlCharacter } from '@photodossier/domain/text-input';
import { sql } from 'kysely';
import type { Mailer } from '../mail/mailer';
import { AccountBackoff } from './account-backoff';
import { mapAuthError } from './auth-errors';
import { tooManyAttemptsMail } from './auth-messages';
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

// Where a password or a code is checked, and so guessed (decision 0024).
const PASSWORD_CHECK = `${AUTH_BASE_PATH}/sign-in/email`;
const CODE_CHECKS = [
  `${AUTH_BASE_PATH}/two-factor/verify-totp`,
  `${AUTH_BASE_PATH}/two-factor/verify-otp`,
  `${AUTH_BASE_PATH}/two-factor/verify-backup-code`,
  `${AUTH_BASE_PATH}/phone-number/verify`,
];

function jsonBody(body: Buffer | undefined): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(body?.toString('utf8') ?? '');
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

interface CheckedAccount {
  readonly key: string;
  readonly what: 'password' | 'code';
  /** Who to tell; null when the address names no account. */
  readonly userId: string | null;
}

/** The account a password or code check is about: by address, session or two-factor cookie. */
async function checkedAccount(
  auth: Auth,
  db: Kysely<Database>,
  request: FastifyRequest,
  body: Buffer | undefined,
): Promise<CheckedAccount | null> {
  const path = request.url.split('?')[0] ?? '';
  if (path === PASSWORD_CHECK) {
    const email = jsonBody(body)?.['email'];
    if (typeof email !== 'string' || email === '') return null;
    const address = email.trim().toLowerCase();
    const user = await db
      .selectFrom('user')
      .select('id')
      .where('email', '=', address)
      .executeTakeFirst();
    return { key: `password:${address}`, what: 'password', userId: user?.id ?? null };
  }
  if (!CODE_CHECKS.includes(path)) return null;
  const headers = toWebRequest(request, undefined).headers;
  const session = await auth.api.getSession({ headers }).catch(() => null);
  let userId = session?.user.id ?? null;
  if (!userId) {
    // Signing in: the two-factor cookie names a pending challenge, which names the user.
    const cookie = /(?:^|;\s*)(?:__Secure-)?better-auth\.two_factor=([^;]+)/.exec(
      request.headers.cookie ?? '',
    )?.[1];
    const identifier = cookie ? decodeURIComponent(cookie).split('.')[0] : undefined;
    if (identifier) {
      const row = await sql<{
        value: string;
      }>`select value from verification where identifier = ${identifier}`
        .execute(db)
        .catch(() => null);
      userId = row?.rows[0]?.value ?? null;
    }
  }
  return userId ? { key: `code:${userId}`, what: 'code', userId } : null;
}

async function tellUser(
  db: Kysely<Database>,
  mailer: Mailer,
  account: CheckedAccount,
): Promise<void> {
  if (!account.userId) return;
  const user = await db
    .selectFrom('user')
    .select(['email', 'name'])
    .where('id', '=', account.userId)
    .executeTakeFirst();
  if (!user) return;
  const settings = await db
    .selectFrom('user_settings')
    .select('document')
    .where('user_id', '=', account.userId)
    .executeTakeFirst();
  const language = settings?.document.includes('"language":"en"') ? 'en' : 'fr';
  await mailer.send(tooManyAttemptsMail(user.email, user.name, language, account.what));
}

async function sendTooManyAttempts(reply: FastifyReply, waitMs: number): Promise<void> {
  await reply
    .code(429)
    .header('retry-after', String(Math.ceil(waitMs / 1000)))
    .type(PROBLEM_CONTENT_TYPE)
    .send(createProblem({ code: 'auth.too_many_attempts', status: 429 }));
}

/**
 * better-auth answers everything under /api/auth. In its own scope every body stays raw bytes
 * (better-auth parses them itself; signed webhooks need the exact bytes).
 */
export const authRoutes: FastifyPluginAsync<{
  auth: Auth;
  db: Kysely<Database>;
  mailer: Mailer;
}> = async (app, { auth, db, mailer }) => {
  const backoff = new AccountBackoff(db);
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
      const parsed = jsonBody(body);
      if (parsed && findControlCharacter(parsed) !== null) {
        await reply
          .code(400)
          .type(PROBLEM_CONTENT_TYPE)
          .send(createProblem({ code: 'validation.control_characters', status: 400 }));
        return;
      }
      const account = await checkedAccount(auth, db, request, body);
      const waitMs = account ? await backoff.waitMs(account.key) : 0;
      if (account && waitMs > 0) return sendTooManyAttempts(reply, waitMs);
      let response = await auth.handler(toWebRequest(request, body));
      if (account && response.ok) await backoff.recordSuccess(account.key);
      if (account && (response.status === 401 || response.status === 400)) {
        const failure = await backoff.recordFailure(account.key);
        if (failure.notify) {
          await tellUser(db, mailer, account).catch((error: unknown) =>
            request.log.warn({ err: error }, 'attempts notice not sent'),
          );
        }
      }
      if (request.url.startsWith(`${AUTH_BASE_PATH}/sign-in/email`) && response.ok) {
        response = await withReachableMethods(db, body, response);
      }
      await sendWebResponse(reply, response);
    },
  });
};
