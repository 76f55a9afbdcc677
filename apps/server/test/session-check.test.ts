import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cookieHeader, get, post, verifiedAccount, type TestAccount } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
});

afterAll(async () => {
  await testApp?.close();
});

const SESSION_URL = '/api/v1/account/session';

function readSession(cookie: string) {
  return get(testApp.app, SESSION_URL, cookie);
}

/** The user's session row, its dates in the form the dialect stores them (text or timestamp). */
async function sessionRow(userId: string) {
  return (await testApp.platform.database.db
    .selectFrom('session' as never)
    .selectAll()
    .where('userId' as never, '=', userId as never)
    .executeTakeFirstOrThrow()) as { expiresAt: unknown; updatedAt: unknown };
}

async function setSessionDates(userId: string, dates: { expiresAt: Date; updatedAt: Date }) {
  const stored = (await sessionRow(userId)).expiresAt;
  const asStored = (date: Date) =>
    typeof stored === 'number'
      ? date.getTime()
      : typeof stored === 'string'
        ? date.toISOString()
        : date;
  await testApp.platform.database.db
    .updateTable('session' as never)
    .set({ expiresAt: asStored(dates.expiresAt), updatedAt: asStored(dates.updatedAt) } as never)
    .where('userId' as never, '=', userId as never)
    .execute();
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A cookie header whose session cookie keeps its token but carries another signature. */
function withForgedSignature(account: TestAccount): string {
  return account.cookie.replace(
    /(session_token=[^.;]+\.)[^;]+/,
    '$1AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA%3D',
  );
}

describe(`the session check on ${process.env.TEST_DB_DIALECT}`, () => {
  it('opens the API to the same cookie again and again, and to no forged signature of its token', async () => {
    const account = await verifiedAccount(testApp.app, testApp.config);
    for (let i = 0; i < 3; i += 1) {
      const response = await readSession(account.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().user.email).toBe(account.email);
    }
    const forged = withForgedSignature(account);
    expect(forged).not.toBe(account.cookie);
    expect((await readSession(forged)).statusCode).toBe(401);
    // The genuine cookie still works after the forged one was refused.
    expect((await readSession(account.cookie)).statusCode).toBe(200);
  });

  it('asks better-auth only for the first request of a cookie, then reads the session itself', async () => {
    const account = await verifiedAccount(testApp.app, testApp.config);
    const getSession = vi.spyOn(testApp.platform.auth.api, 'getSession');
    try {
      for (let i = 0; i < 4; i += 1) {
        expect((await readSession(account.cookie)).statusCode).toBe(200);
      }
      expect(getSession.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      getSession.mockRestore();
    }
  });

  it('sees a sign-out at once, though the cookie was accepted a moment before', async () => {
    const account = await verifiedAccount(testApp.app, testApp.config);
    expect((await readSession(account.cookie)).statusCode).toBe(200);
    const signOut = await post(testApp.app, '/api/auth/sign-out', {}, account.cookie);
    expect(signOut.statusCode).toBe(200);
    expect((await readSession(account.cookie)).statusCode).toBe(401);
    expect((await readSession(cookieHeader(signOut, account.cookie))).statusCode).toBe(401);
  });

  it("sees a change of the user's own record on the next request", async () => {
    const account = await verifiedAccount(testApp.app, testApp.config);
    expect((await readSession(account.cookie)).json().user.name).toBe(account.name);
    await testApp.platform.database.db
      .updateTable('user')
      .set({ name: 'Dr Renommée' })
      .where('id', '=', account.userId)
      .execute();
    expect((await readSession(account.cookie)).json().user.name).toBe('Dr Renommée');
  });

  it('refuses a session past its expiry, though the cookie was accepted before', async () => {
    const account = await verifiedAccount(testApp.app, testApp.config);
    expect((await readSession(account.cookie)).statusCode).toBe(200);
    const now = Date.now();
    await setSessionDates(account.userId, {
      expiresAt: new Date(now - 1000),
      updatedAt: new Date(now - 8 * DAY_MS),
    });
    expect((await readSession(account.cookie)).statusCode).toBe(401);
  });

  it('still renews a session whose renewal is due (better-auth: after a day)', async () => {
    const account = await verifiedAccount(testApp.app, testApp.config);
    expect((await readSession(account.cookie)).statusCode).toBe(200);
    const now = Date.now();
    // Signed in 2 days ago with a 7-day session: 5 days left, renewal due.
    const expiresAt = new Date(now + 5 * DAY_MS);
    await setSessionDates(account.userId, { expiresAt, updatedAt: new Date(now - 2 * DAY_MS) });
    expect((await readSession(account.cookie)).statusCode).toBe(200);
    const renewed = new Date((await sessionRow(account.userId)).expiresAt as string).getTime();
    expect(renewed).toBeGreaterThan(expiresAt.getTime() + DAY_MS);
  });

  it('keeps one user out of another user’s session when both cookies are sent', async () => {
    const first = await verifiedAccount(testApp.app, testApp.config);
    const second = await verifiedAccount(testApp.app, testApp.config);
    expect((await readSession(first.cookie)).statusCode).toBe(200);
    expect((await readSession(second.cookie)).statusCode).toBe(200);
    // Two session cookies in one header: whichever better-auth reads, the answer is that
    // cookie's own user, never a third mix of the two.
    const both = `${first.cookie}; ${second.cookie}`;
    const response = await readSession(both);
    expect(response.statusCode).toBe(200);
    expect([first.email, second.email]).toContain(response.json().user.email);
    const again = await readSession(both);
    expect(again.json().user.email).toBe(response.json().user.email);
  });
});
