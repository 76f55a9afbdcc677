import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieHeader,
  get,
  latestMail,
  post,
  signIn,
  signUp,
  verifiedAccount,
  verifyEmail,
  type TestAccount,
} from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let installer: TestAccount;

beforeAll(async () => {
  // A small limit so the test reaches it quickly (the default is 5 attempts a minute), and the
  // client address taken from X-Forwarded-For, as behind a proxy, so each test has its own.
  testApp = await startTestApp({ env: { AUTH_ATTEMPT_LIMIT: '3/60', TRUST_PROXY: 'loopback' } });
  installer = await signUp(testApp.app, { name: 'Dr Installateur' });
});

afterAll(async () => {
  await testApp?.close();
});

describe(`sign-up, verification and sign-in on ${process.env.TEST_DB_DIALECT}`, () => {
  it('answers 401 "User not authenticated" to a visitor on every account API', async () => {
    for (const url of ['/api/v1/account/session', '/api/v1/settings', '/api/v1/admin/users']) {
      const response = await get(testApp.app, url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'auth.unauthenticated',
        title: 'User not authenticated',
      });
    }
    const change = await post(testApp.app, '/api/v1/account/password', {
      currentPassword: 'a',
      newPassword: 'abcdef',
      confirmPassword: 'abcdef',
    });
    expect(change.statusCode).toBe(401);
  });

  it('makes the first account of an installation without mail server a verified admin', async () => {
    const session = await get(testApp.app, '/api/v1/account/session', installer.cookie);
    expect(session.json().user).toMatchObject({ emailVerified: true, isAdmin: true });
    // No verification mail was written for it (the outbox is still empty).
    await expect(latestMail(testApp.config, installer.email)).rejects.toThrow();
  });

  it('signs a new user up unverified, mails a link that verifies the address', async () => {
    const account = await signUp(testApp.app, { name: 'Marie Curie' });
    const before = await get(testApp.app, '/api/v1/account/session', account.cookie);
    expect(before.json()).toMatchObject({
      user: {
        email: account.email,
        name: 'Marie Curie',
        emailVerified: false,
        signInMethod: 'password',
      },
      subscription: { planId: 'decouverte', status: 'inactive' },
      betaFeatures: { dictaphone: false, operationReports: false },
      mfa: { factors: [] },
    });

    const mail = await latestMail(testApp.config, account.email);
    expect(mail.subject).toBe('Vérifiez votre adresse e-mail PhotoDossier');
    expect(mail.text).toContain('Bonjour Marie Curie,');
    await verifyEmail(testApp.app, testApp.config, account);

    const after = await get(testApp.app, '/api/v1/account/session', account.cookie);
    expect(after.json().user.emailVerified).toBe(true);
  });

  it('refuses a second account with the same e-mail', async () => {
    const account = await signUp(testApp.app);
    const again = await post(testApp.app, '/api/auth/sign-up/email', {
      name: 'Other',
      email: account.email,
      password: 'another-password',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'auth.email_taken' });
  });

  it('refuses a password shorter than 6 characters at sign-up', async () => {
    const response = await post(testApp.app, '/api/auth/sign-up/email', {
      name: 'Short',
      email: 'short@example.test',
      password: '12345',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'password.too_short', params: { min: 6 } });
  });

  it('answers a wrong password with "Identifiants invalides…" and signs in with the right one', async () => {
    const account = await verifiedAccount(testApp.app, testApp.config);
    const wrong = await post(
      testApp.app,
      '/api/auth/sign-in/email',
      { email: account.email, password: 'not-the-password' },
      '',
      { 'x-forwarded-for': '127.0.0.2' },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'auth.invalid_credentials' });

    const cookie = await signIn(testApp.app, account);
    const session = await get(testApp.app, '/api/v1/account/session', cookie);
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toBe(account.email);
  });

  it('signs out: the session no longer opens the API', async () => {
    const account = await verifiedAccount(testApp.app, testApp.config);
    const signOut = await post(testApp.app, '/api/auth/sign-out', {}, account.cookie);
    expect(signOut.statusCode).toBe(200);
    const cookie = cookieHeader(signOut, account.cookie);
    expect((await get(testApp.app, '/api/v1/account/session', cookie)).statusCode).toBe(401);
    // The old token itself is revoked on the server, not only forgotten by the browser.
    expect((await get(testApp.app, '/api/v1/account/session', account.cookie)).statusCode).toBe(
      401,
    );
  });

  it('lists whether Google sign-in is offered, without a session', async () => {
    const response = await get(testApp.app, '/api/v1/auth/providers');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ google: false });
  });

  it('refuses a state-changing call whose Origin is not the application', async () => {
    const account = await verifiedAccount(testApp.app, testApp.config);
    const forged = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/v1/settings',
      headers: { cookie: account.cookie, origin: 'https://evil.example' },
      payload: { prenom: 'Pirate' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'auth.origin_refused' });
    const missing = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/v1/settings',
      headers: { cookie: account.cookie },
      payload: { prenom: 'Pirate' },
    });
    expect(missing.statusCode).toBe(403);
    // Nothing was written: the first name is still the one from sign-up.
    const settings = await get(testApp.app, '/api/v1/settings', account.cookie);
    expect(settings.json().prenom).toBe(account.name.split(' ')[0]);
  });
});

describe(`attempt limits on ${process.env.TEST_DB_DIALECT}`, () => {
  it('stops sign-in attempts past the limit with "Trop de tentatives…", per client address', async () => {
    const account = await verifiedAccount(testApp.app, testApp.config);
    const attempt = (address: string, password = 'wrong-password') =>
      post(testApp.app, '/api/auth/sign-in/email', { email: account.email, password }, '', {
        'x-forwarded-for': address,
      });
    const statuses = [];
    for (let index = 0; index < 4; index += 1)
      statuses.push((await attempt('10.9.9.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const blocked = await attempt('10.9.9.1', account.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'auth.too_many_attempts',
      title: 'Too many attempts. Please wait a few minutes before trying again.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not blocked by the first one's attempts.
    expect((await attempt('10.9.9.2', account.password)).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For when no proxy is trusted: a client cannot dodge the limit', async () => {
    const direct = await startTestApp({ env: { AUTH_ATTEMPT_LIMIT: '2/60' } });
    try {
      const statuses = [];
      for (let index = 0; index < 3; index += 1) {
        const response = await post(
          direct.app,
          '/api/auth/sign-in/email',
          { email: 'nobody@example.test', password: 'wrong-password' },
          '',
          { 'x-forwarded-for': `10.0.0.${index}` },
        );
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await direct.close();
    }
  });

  it('lets several people behind one address start a Google sign-in within seconds', async () => {
    // The provider's discovery document, served on this machine as Google serves its own.
    const provider = createServer((_request, response) => {
      const issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/me`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
        }),
      );
    });
    await new Promise<void>((listening) => provider.listen(0, '127.0.0.1', listening));
    const port = (provider.address() as AddressInfo).port;
    const practice = await startTestApp({
      env: {
        AUTH_ATTEMPT_LIMIT: '3/60',
        GOOGLE_CLIENT_ID: 'practice-client',
        GOOGLE_CLIENT_SECRET: 'practice-secret',
        GOOGLE_DISCOVERY_URL: `http://127.0.0.1:${port}/.well-known/openid-configuration`,
      },
    });
    try {
      const starts = [];
      for (let person = 0; person < 6; person += 1) {
        const response = await post(practice.app, '/api/auth/sign-in/social', {
          provider: 'google',
          callbackURL: '/auth/callback',
        });
        starts.push({ status: response.statusCode, url: String(response.json().url) });
      }
      for (const start of starts) {
        expect(start.status).toBe(200);
        expect(start.url.startsWith(`http://127.0.0.1:${port}/auth?`)).toBe(true);
      }
      // A password guess from the same address is still limited.
      const guesses = [];
      for (let index = 0; index < 4; index += 1) {
        const response = await post(practice.app, '/api/auth/sign-in/email', {
          email: 'nobody@example.test',
          password: 'wrong-password',
        });
        guesses.push(response.statusCode);
      }
      expect(guesses).toEqual([401, 401, 401, 429]);
    } finally {
      await practice.close();
      await new Promise((closed) => provider.close(closed));
    }
  });

  it('keeps the count in the database, so a second node sees the same attempts', async () => {
    const rows = await testApp.platform.database.db
      .selectFrom('rateLimit' as never)
      .selectAll()
      .execute();
    expect(rows.length).toBeGreaterThan(0);
  });
});
