// Accounts for end-to-end tests, made through the real API as a user would make them: sign up,
// then open the link of the verification mail that the server wrote to its outbox.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { e2eAdminDomain, e2eDataDir, e2ePort } from './e2e-environment.mjs';

export const baseURL = `http://127.0.0.1:${e2ePort}`;
const outboxDir = join(e2eDataDir, 'outbox');

export type Account = {
  email: string;
  password: string;
  /** Display name given at sign-up: first name then last name. */
  name: string;
  firstName: string;
  lastName: string;
};

export type AccountOptions = {
  /** Open the verification link (default true). */
  verified?: boolean;
  /** Sign up with an address the E2E server makes admin. */
  admin?: boolean;
  firstName?: string;
  lastName?: string;
  password?: string;
};

/**
 * A loopback client address of its own (the E2E server trusts X-Forwarded-For from loopback), so
 * that the per-address sign-in limits of one test or account never block another.
 */
export function ownClientAddress(): string {
  const part = () => Math.floor(Math.random() * 200) + 20;
  return `127.${part()}.${part()}.${part()}`;
}

function uniqueEmail(admin: boolean): string {
  const local = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return admin ? `${local}${e2eAdminDomain}` : `${local}@example.test`;
}

export type OutboxMail = { to: string; subject: string; text: string; file: string };

async function outboxFiles(extension: string): Promise<string[]> {
  try {
    return (await readdir(outboxDir))
      .filter((name) => name.endsWith(extension))
      .sort()
      .reverse();
  } catch {
    return [];
  }
}

async function poll<T>(find: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Nothing in the outbox: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The newest mail sent to that address (waits up to 15 s for it). */
export function readLatestMail(to: string): Promise<OutboxMail> {
  return poll(async () => {
    for (const file of await outboxFiles('.eml')) {
      const mail = await simpleParser(await readFile(join(outboxDir, file)));
      const recipient = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
      if (recipient === to) return { to, subject: mail.subject ?? '', text: mail.text ?? '', file };
    }
    return undefined;
  }, `mail to ${to}`);
}

/** The text of the newest SMS sent to that E.164 number (waits up to 15 s for it). */
export function readLatestSms(to: string): Promise<string> {
  return poll(async () => {
    for (const file of await outboxFiles('.sms.json')) {
      const sms = JSON.parse(await readFile(join(outboxDir, file), 'utf8')) as {
        to: string;
        text: string;
      };
      if (sms.to === to) return sms.text;
    }
    return undefined;
  }, `SMS to ${to}`);
}

/** The 6-digit code of an SMS or mail text. */
export function codeIn(text: string): string {
  const code = text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`No code in: ${text}`);
  return code;
}

/** The verification link of a mail, made relative so it opens on the test server. */
export function verificationPath(mail: OutboxMail): string {
  const link = mail.text.match(/https?:\/\/\S*verify-email\S*/)?.[0];
  if (!link) throw new Error(`No verification link in: ${mail.text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Creates an account through the real API; verified unless told otherwise. Signed out after. */
export async function createAccount(options: AccountOptions = {}): Promise<Account> {
  const firstName = options.firstName ?? 'Camille';
  const lastName = options.lastName ?? 'Durand';
  const account: Account = {
    email: uniqueEmail(options.admin ?? false),
    password: options.password ?? 'motdepasse-e2e-1',
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
  };
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, 'x-forwarded-for': ownClientAddress() },
  });
  try {
    const signUp = await api.post('/api/auth/sign-up/email', {
      data: {
        name: account.name,
        email: account.email,
        password: account.password,
        callbackURL: '/verify-email?verified=1',
      },
    });
    if (!signUp.ok()) throw new Error(`Sign-up failed: ${signUp.status()} ${await signUp.text()}`);
    if (options.verified !== false) {
      const verify = await api.get(verificationPath(await readLatestMail(account.email)), {
        maxRedirects: 0,
      });
      if (verify.status() >= 400) throw new Error(`Verification failed: ${verify.status()}`);
    }
  } finally {
    await api.dispose();
  }
  return account;
}

/**
 * Signs the page's browser context in through the API (the cookies land in the context), then
 * nothing else: navigate afterwards. Use the /auth page itself when the sign-in is under test.
 */
export async function signIn(page: Page, account: Account): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL, 'x-forwarded-for': ownClientAddress() },
    data: { email: account.email, password: account.password },
  });
  if (!response.ok())
    throw new Error(`Sign-in failed: ${response.status()} ${await response.text()}`);
}
