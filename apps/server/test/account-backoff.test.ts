import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_BACKOFF_MAX_MS,
  ACCOUNT_FREE_FAILURES,
  AccountBackoff,
  accountBackoffMs,
} from '../src/platform/auth/account-backoff';
import { latestMail, post, verifiedAccount } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  // Every request comes from its own address: only the per-account limit can stop them.
  testApp = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
});

afterAll(async () => {
  await testApp?.close();
});

describe(`per-account back-off on ${process.env.TEST_DB_DIALECT}`, () => {
  it('stops wrong passwords spread over many addresses, and tells the user by e-mail', async () => {
    const account = await verifiedAccount(testApp.app, testApp.config);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const response = await post(testApp.app, '/api/auth/sign-in/email', {
        email: account.email.toUpperCase(),
        password: `wrong-password-${attempt}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, ACCOUNT_FREE_FAILURES)).toEqual(
      Array(ACCOUNT_FREE_FAILURES).fill(401),
    );
    expect(statuses.slice(ACCOUNT_FREE_FAILURES)).toEqual([429, 429, 429]);
    // Even the right password waits: a guess is not checked during the pause.
    const right = await post(testApp.app, '/api/auth/sign-in/email', {
      email: account.email,
      password: account.password,
    });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'auth.too_many_attempts' });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(ACCOUNT_BACKOFF_MAX_MS / 1000);
    const mail = await latestMail(testApp.config, account.email);
    expect(mail.subject).toBe('PhotoDossier : plusieurs tentatives de connexion échouées');
    expect(mail.text).toContain('La connexion est suspendue quelques minutes');
    // Another account is not affected.
    const other = await verifiedAccount(testApp.app, testApp.config);
    const signedIn = await post(testApp.app, '/api/auth/sign-in/email', {
      email: other.email,
      password: other.password,
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('stops wrong codes per user', async () => {
    const account = await verifiedAccount(testApp.app, testApp.config);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < ACCOUNT_FREE_FAILURES + 1; attempt += 1) {
      const response = await post(
        testApp.app,
        '/api/auth/phone-number/verify',
        { phoneNumber: '+33612345678', code: String(100000 + attempt) },
        account.cookie,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, ACCOUNT_FREE_FAILURES).every((status) => status !== 429)).toBe(true);
  });

  it('can never keep a real user out for more than a few minutes', async () => {
    let now = Date.UTC(2026, 0, 1);
    const backoff = new AccountBackoff(testApp.platform.database.db, () => now);
    const key = 'password:victim@example.test';
    // An attacker guessing as fast as the pauses let it, for an hour.
    let guesses = 0;
    const attackEnds = now + 60 * 60_000;
    while (now < attackEnds) {
      const wait = await backoff.waitMs(key);
      expect(wait).toBeLessThanOrEqual(ACCOUNT_BACKOFF_MAX_MS);
      if (wait > 0) {
        now += wait;
        continue;
      }
      await backoff.recordFailure(key);
      guesses += 1;
    }
    // A handful of guesses an hour instead of thousands.
    expect(guesses).toBeLessThan(ACCOUNT_FREE_FAILURES + 20);
    // The attack stops: at most the cap later, the user signs in and starts afresh.
    now += ACCOUNT_BACKOFF_MAX_MS;
    expect(await backoff.waitMs(key)).toBe(0);
    await backoff.recordSuccess(key);
    expect((await backoff.recordFailure(key)).waitMs).toBe(0);
  });

  it('tells the user once and never shortens the block when wrong answers arrive together', async () => {
    const now = Date.UTC(2026, 1, 1);
    const backoff = new AccountBackoff(testApp.platform.database.db, () => now);
    const key = 'password:together@example.test';
    for (let failure = 1; failure < ACCOUNT_FREE_FAILURES; failure += 1) {
      await backoff.recordFailure(key);
    }
    const results = await Promise.all(Array.from({ length: 8 }, () => backoff.recordFailure(key)));
    expect(results.filter((result) => result.notify)).toHaveLength(1);
    const longest = Math.max(...results.map((result) => result.waitMs));
    expect(longest).toBeGreaterThan(0);
    expect(await backoff.waitMs(key)).toBe(longest);
  });

  it('waits longer at each wrong answer past the free ones, up to five minutes', () => {
    const waits = Array.from({ length: 12 }, (_, index) => accountBackoffMs(index + 1));
    expect(waits.slice(0, ACCOUNT_FREE_FAILURES - 1).every((wait) => wait === 0)).toBe(true);
    for (let index = ACCOUNT_FREE_FAILURES; index < waits.length; index += 1) {
      expect(waits[index]!).toBeGreaterThanOrEqual(waits[index - 1]!);
    }
    expect(Math.max(...waits)).toBe(ACCOUNT_BACKOFF_MAX_MS);
  });
});
