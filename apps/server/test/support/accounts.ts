import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { simpleParser } from 'mailparser';
import type { Config } from '../../src/config/types';

/** The Origin our own pages send; mutations without it are refused. */
export const TEST_ORIGIN = 'http://localhost:80';

export interface TestAccount {
  readonly email: string;
  readonly password: string;
  readonly name: string;
  /** Cookie header of a signed-in browser. */
  cookie: string;
  readonly userId: string;
}

let counter = 0;
let addressCounter = 0;

/**
 * A fresh client address per call: with TRUST_PROXY=loopback (startAccountsTestApp) the server
 * takes it from X-Forwarded-For, so the attempt limits of one test never block the next.
 */
export function nextClientAddress(): string {
  addressCounter += 1;
  return `127.1.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

/** Cookies set by a response, as the Cookie header a browser would send back. */
export function cookieHeader(response: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0] ?? '', pair] as const),
  );
  const setCookie = response.headers['set-cookie'];
  for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
    const pair = line.split(';')[0] ?? '';
    const name = pair.split('=')[0] ?? '';
    if (/max-age=0/i.test(line) || pair.endsWith('=')) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  cookie = '',
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: {
      origin: TEST_ORIGIN,
      'x-forwarded-for': nextClientAddress(),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
  });
}

/** A PATCH, PUT or DELETE from one of our pages: the session cookie and our Origin. */
export function send(
  app: FastifyInstance,
  method: 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  cookie: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: { cookie, origin: TEST_ORIGIN },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export function get(app: FastifyInstance, url: string, cookie = '') {
  return app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

/** Signs up through better-auth's real endpoint; the account is signed in, not yet verified. */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<Pick<TestAccount, 'email' | 'password' | 'name'>> = {},
): Promise<TestAccount> {
  counter += 1;
  const email = overrides.email ?? `user${counter}-${Date.now()}@example.test`;
  const password = overrides.password ?? 'secret-password-1';
  const name = overrides.name ?? `Test User ${counter}`;
  const response = await post(app, '/api/auth/sign-up/email', { name, email, password });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  const body = response.json<{ user: { id: string } }>();
  return { email, password, name, cookie: cookieHeader(response), userId: body.user.id };
}

export async function signIn(app: FastifyInstance, account: TestAccount): Promise<string> {
  const response = await post(app, '/api/auth/sign-in/email', {
    email: account.email,
    password: account.password,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  account.cookie = cookieHeader(response);
  return account.cookie;
}

export interface OutboxMail {
  readonly to: string;
  /** The sender's display name. */
  readonly fromName: string;
  readonly subject: string;
  readonly text: string;
  readonly attachments: readonly {
    readonly filename: string;
    readonly contentType: string;
    readonly content: Buffer;
  }[];
}

/** The newest mail of the outbox sent to that address. */
export async function latestMail(config: Config, to: string): Promise<OutboxMail> {
  if (config.mail.transport !== 'outbox') throw new Error('the test app has no outbox');
  const dir = config.mail.outboxDir;
  const names = (await readdir(dir))
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse();
  for (const name of names) {
    const mail = await simpleParser(await readFile(path.join(dir, name)));
    const recipient = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
    if (recipient !== to) continue;
    return {
      to,
      fromName: mail.from?.value[0]?.name ?? '',
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      attachments: mail.attachments.map((attachment) => ({
        filename: attachment.filename ?? '',
        contentType: attachment.contentType,
        content: attachment.content,
      })),
    };
  }
  throw new Error(`no mail to ${to}`);
}

/** The newest SMS of the outbox sent to that number. */
export async function latestSms(config: Config, to: string): Promise<string> {
  if (config.sms.transport !== 'outbox') throw new Error('the test app has no SMS outbox');
  const dir = config.sms.outboxDir;
  const names = (await readdir(dir))
    .filter((name) => name.endsWith('.sms.json'))
    .sort()
    .reverse();
  for (const name of names) {
    const sms = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as {
      to: string;
      text: string;
    };
    if (sms.to === to) return sms.text;
  }
  throw new Error(`no SMS to ${to}`);
}

/** Opens the link of the verification mail, as the user would. */
export async function verifyEmail(app: FastifyInstance, config: Config, account: TestAccount) {
  const session = await get(app, '/api/v1/account/session', account.cookie);
  // The first account of an installation without mail server starts verified.
  if (session.json<{ user: { emailVerified: boolean } }>().user.emailVerified) return;
  const mail = await latestMail(config, account.email);
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('no link in the verification mail');
  const url = new URL(link);
  const response = await app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: { cookie: account.cookie },
  });
  if (response.statusCode >= 400) throw new Error(`verification failed: ${response.body}`);
  account.cookie = cookieHeader(response, account.cookie);
}

/** A signed-in account with a verified e-mail. */
export async function verifiedAccount(
  app: FastifyInstance,
  config: Config,
  overrides: Partial<Pick<TestAccount, 'email' | 'password' | 'name'>> = {},
): Promise<TestAccount> {
  const account = await signUp(app, overrides);
  await verifyEmail(app, config, account);
  return account;
}
