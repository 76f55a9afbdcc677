import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieHeader,
  get,
  latestSms,
  post,
  verifiedAccount,
  type TestAccount,
} from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
});

afterAll(async () => {
  await testApp?.close();
});

async function factors(account: TestAccount): Promise<string[]> {
  const session = await get(testApp.app, '/api/v1/account/session', account.cookie);
  return session.json().mfa.factors;
}

function codeOf(text: string): string {
  const code = text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code in ${text}`);
  return code;
}

/** Signs in with the password: answers the two-factor challenge cookie, not a session. */
async function startSignIn(account: TestAccount) {
  const response = await post(testApp.app, '/api/auth/sign-in/email', {
    email: account.email,
    password: account.password,
  });
  expect(response.statusCode).toBe(200);
  return { body: response.json(), cookie: cookieHeader(response) };
}

describe(`authenticator app (TOTP) on ${process.env.TEST_DB_DIALECT}`, () => {
  it('is enrolled only once a code from the app is accepted, then asked at every sign-in', async () => {
    const account = await verifiedAccount(testApp.app, testApp.config);
    const wrongPassword = await post(
      testApp.app,
      '/api/auth/two-factor/enable',
      { password: 'not-my-password', method: 'totp' },
      account.cookie,
    );
    expect(wrongPassword.json()).toMatchObject({ code: 'auth.wrong_password' });

    const enable = await post(
      testApp.app,
      '/api/auth/two-factor/enable',
      { password: account.password, method: 'totp' },
      account.cookie,
    );
    expect(enable.statusCode).toBe(200);
    account.cookie = cookieHeader(enable, account.cookie);
    const totp = OTPAuth.URI.parse(enable.json().totpURI) as OTPAuth.TOTP;
    expect(totp.issuer).toBe('PhotoDossier');
    expect(totp.digits).toBe(6);
    expect(await factors(account)).toEqual([]);

    const wrongCode = await post(
      testApp.app,
      '/api/auth/two-factor/verify-totp',
      { code: '000000' === totp.generate() ? '111111' : '000000' },
      account.cookie,
    );
    expect(wrongCode.json()).toMatchObject({ code: 'auth.invalid_code' });
    const confirm = await post(
      testApp.app,
      '/api/auth/two-factor/verify-totp',
      { code: totp.generate() },
      account.cookie,
    );
    expect(confirm.statusCode).toBe(200);
    account.cookie = cookieHeader(confirm, account.cookie);
    expect(await factors(account)).toEqual(['totp']);

    const challenge = await startSignIn(account);
    expect(challenge.body).toMatchObject({ twoFactorRedirect: true });
    // No verified phone: SMS codes are not offered, they could never arrive.
    expect(challenge.body.twoFactorMethods).toEqual(['totp']);
    // No session yet: only the challenge cookie.
    expect((await get(testApp.app, '/api/v1/account/session', challenge.cookie)).statusCode).toBe(
      401,
    );
    const verified = await post(
      testApp.app,
      '/api/auth/two-factor/verify-totp',
      { code: totp.generate() },
      challenge.cookie,
    );
    expect(verified.statusCode).toBe(200);
    const session = await get(
      testApp.app,
      '/api/v1/account/session',
      cookieHeader(verified, challenge.cookie),
    );
    expect(session.json().user.email).toBe(account.email);
  });
});

describe(`codes by SMS on ${process.env.TEST_DB_DIALECT}`, () => {
  it('verifies the phone by SMS, enables SMS codes, and asks one at sign-in', async () => {
    const account = await verifiedAccount(testApp.app, testApp.config);
    const phone = '+33612345678';
    const invalid = await post(
      testApp.app,
      '/api/auth/phone-number/send-otp',
      { phoneNumber: '0612' },
      account.cookie,
    );
    expect(invalid.json()).toMatchObject({ code: 'validation.invalid_phone' });

    const send = await post(
      testApp.app,
      '/api/auth/phone-number/send-otp',
      { phoneNumber: phone },
      account.cookie,
    );
    expect(send.statusCode).toBe(200);
    const sms = await latestSms(testApp.config, phone);
    expect(sms).toMatch(/^PhotoDossier : votre code de vérification est \d{6}\./);
    const verify = await post(
      testApp.app,
      '/api/auth/phone-number/verify',
      { phoneNumber: phone, code: codeOf(sms), updatePhoneNumber: true },
      account.cookie,
    );
    expect(verify.statusCode).toBe(200);
    account.cookie = cookieHeader(verify, account.cookie);

    const enable = await post(
      testApp.app,
      '/api/auth/two-factor/enable',
      { password: account.password, method: 'otp' },
      account.cookie,
    );
    expect(enable.statusCode).toBe(200);
    account.cookie = cookieHeader(enable, account.cookie);
    expect(await factors(account)).toEqual(['phone']);

    const challenge = await startSignIn(account);
    expect(challenge.body.twoFactorMethods).toContain('otp');
    const sent = await post(testApp.app, '/api/auth/two-factor/send-otp', {}, challenge.cookie);
    expect(sent.statusCode).toBe(200);
    const signInSms = await latestSms(testApp.config, phone);
    const verified = await post(
      testApp.app,
      '/api/auth/two-factor/verify-otp',
      { code: codeOf(signInSms) },
      challenge.cookie,
    );
    expect(verified.statusCode).toBe(200);
    const session = await get(
      testApp.app,
      '/api/v1/account/session',
      cookieHeader(verified, challenge.cookie),
    );
    expect(session.json()).toMatchObject({ user: { email: account.email }, phoneNumber: phone });
  });
});
