import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { USER_OWNED_TABLES } from '../src/modules/account/repository';
import { userStoragePrefixes } from '../src/modules/account/service';
import { OutboxReader } from '../src/modules/admin/outbox-reader';
import {
  cookieHeader,
  get,
  latestSms,
  post,
  signIn,
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

/**
 * Dates the user's sessions, in the form the dialect stores dates in (text on SQLite, timestamp
 * on PostgreSQL).
 */
async function setSessionCreatedAt(userId: string, date: Date) {
  const db = testApp.platform.database.db;
  const stored = await db
    .selectFrom('session' as never)
    .select('createdAt' as never)
    .where('userId' as never, '=', userId as never)
    .executeTakeFirstOrThrow();
  const current = (stored as { createdAt: unknown }).createdAt;
  const value =
    typeof current === 'number'
      ? date.getTime()
      : typeof current === 'string'
        ? date.toISOString()
        : date;
  await db
    .updateTable('session' as never)
    .set({ createdAt: value } as never)
    .where('userId' as never, '=', userId as never)
    .execute();
}

/** An account as Google sign-in creates it: no password, a google account row. */
async function googleOnlyAccount(): Promise<TestAccount> {
  const account = await verifiedAccount(testApp.app, testApp.config);
  await testApp.platform.database.db
    .updateTable('account')
    .set({ providerId: 'google', password: null })
    .where('userId', '=', account.userId)
    .execute();
  return account;
}

function requestDeletion(account: TestAccount, body: Record<string, string>) {
  return post(testApp.app, '/api/v1/account/delete', body, account.cookie);
}

function changePassword(cookie: string, body: Record<string, string>) {
  return post(testApp.app, '/api/v1/account/password', body, cookie);
}

describe(`password change on ${process.env.TEST_DB_DIALECT}`, () => {
  it('answers each rule with its own spec text, in the spec order', async () => {
    const account = await verifiedAccount(testApp.app, testApp.config);
    const cases: Array<[Record<string, string>, number, string, Record<string, unknown>?]> = [
      [
        { currentPassword: account.password, newPassword: '12345', confirmPassword: '12345' },
        400,
        'password.too_short',
        { min: 6 },
      ],
      [
        { currentPassword: account.password, newPassword: '123456', confirmPassword: '1234567' },
        400,
        'password.mismatch',
      ],
      [
        {
          currentPassword: 'not-my-password',
          newPassword: 'new-pass-1',
          confirmPassword: 'new-pass-1',
        },
        400,
        'password.current_incorrect',
      ],
    ];
    for (const [body, status, code, params] of cases) {
      const response = await changePassword(account.cookie, body);
      expect(response.statusCode, code).toBe(status);
      expect(response.json()).toMatchObject({ code, ...(params ? { params } : {}) });
    }
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const account = await verifiedAccount(testApp.app, testApp.config);
    const response = await changePassword(account.cookie, {
      currentPassword: account.password,
      newPassword: 'brand-new-password',
      confirmPassword: 'brand-new-password',
    });
    expect(response.statusCode).toBe(204);
    const old = await post(testApp.app, '/api/auth/sign-in/email', {
      email: account.email,
      password: account.password,
    });
    expect(old.json()).toMatchObject({ code: 'auth.invalid_credentials' });
    await signIn(testApp.app, { ...account, password: 'brand-new-password' });
  });

  it('asks to sign in again when the session is too old to change a password', async () => {
    const account = await verifiedAccount(testApp.app, testApp.config);
    // A session older than better-auth's freshness window (one day).
    await setSessionCreatedAt(account.userId, new Date(Date.now() - 2 * 86_400_000));
    const response = await changePassword(account.cookie, {
      currentPassword: account.password,
      newPassword: 'brand-new-password',
      confirmPassword: 'brand-new-password',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'password.recent_login_required' });
  });
});

describe(`account deletion on ${process.env.TEST_DB_DIALECT}`, () => {
  async function storeFile(key: string) {
    await testApp.platform.blobs.put(key, Readable.from([Buffer.from('photo bytes')]), {
      contentType: 'image/jpeg',
    });
  }

  async function rowsOf(userId: string): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const { table, column } of USER_OWNED_TABLES) {
      const rows = await testApp.platform.database.db
        .selectFrom(table as never)
        .select(column as never)
        .where(column as never, '=', userId as never)
        .execute();
      counts[table] = rows.length;
    }
    return counts;
  }

  it('needs the password: blank and wrong passwords get the spec texts', async () => {
    const account = await verifiedAccount(testApp.app, testApp.config);
    const blank = await requestDeletion(account, { password: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'account.password_required' });
    const wrong = await requestDeletion(account, { password: 'nope-nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'auth.wrong_password' });
    expect((await get(testApp.app, '/api/v1/account/session', account.cookie)).statusCode).toBe(
      200,
    );
  });

  it('refuses a password deletion for an account that signs in through Google', async () => {
    const account = await googleOnlyAccount();
    const response = await requestDeletion(account, { password: 'whatever-it-is' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'account.external_provider',
      params: { provider: 'Google' },
    });
  });

  it('deletes an account without password after a fresh sign-in through its provider (issue 27)', async () => {
    const account = await googleOnlyAccount();
    // Signed in ten minutes ago: not fresh enough.
    await setSessionCreatedAt(account.userId, new Date(Date.now() - 10 * 60 * 1000));
    const stale = await requestDeletion(account, { method: 'provider' });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({
      code: 'account.provider_reauth_required',
      params: { provider: 'Google' },
    });
    expect(Object.values(await rowsOf(account.userId)).some((count) => count > 0)).toBe(true);

    // Signed in again through the provider just now.
    await setSessionCreatedAt(account.userId, new Date());
    const fresh = await requestDeletion(account, { method: 'provider' });
    expect(fresh.statusCode, fresh.body).toBe(204);
    expect(Object.values(await rowsOf(account.userId)).every((count) => count === 0)).toBe(true);
  });

  it('keeps the password path for password accounts', async () => {
    const account = await verifiedAccount(testApp.app, testApp.config);
    const response = await requestDeletion(account, { method: 'provider' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'account.password_required' });
    expect((await get(testApp.app, '/api/v1/account/session', account.cookie)).statusCode).toBe(
      200,
    );
  });

  it("deletes every row and every stored file of the user, and nobody else's", async () => {
    const doomed = await verifiedAccount(testApp.app, testApp.config);
    const neighbour = await verifiedAccount(testApp.app, testApp.config);
    for (const account of [doomed, neighbour]) {
      const saved = await testApp.app.inject({
        method: 'PATCH',
        url: '/api/v1/settings',
        headers: { cookie: account.cookie, origin: 'http://localhost:80' },
        payload: { prenom: 'Jeanne', pinLockHash: 'a'.repeat(64) },
      });
      expect(saved.statusCode).toBe(200);
      for (const prefix of userStoragePrefixes(account.userId))
        await storeFile(`${prefix}photo.jpg`);
      await storeFile(`medical-photos/${account.userId}/patient-1/123-abc.jpg`);
    }
    expect(Object.values(await rowsOf(doomed.userId)).some((count) => count > 0)).toBe(true);

    const response = await requestDeletion(doomed, { password: doomed.password });
    expect(response.statusCode).toBe(204);
    const cleared = response.headers['set-cookie'];
    expect(String(cleared)).toMatch(/session_token=;|Max-Age=0/i);

    expect(Object.values(await rowsOf(doomed.userId)).every((count) => count === 0)).toBe(true);
    for (const prefix of userStoragePrefixes(doomed.userId)) {
      const keys = [];
      for await (const key of testApp.platform.blobs.list(prefix)) keys.push(key);
      expect(keys, prefix).toEqual([]);
    }
    expect((await get(testApp.app, '/api/v1/account/session', doomed.cookie)).statusCode).toBe(401);
    const signInAgain = await post(testApp.app, '/api/auth/sign-in/email', {
      email: doomed.email,
      password: doomed.password,
    });
    expect(signInAgain.json()).toMatchObject({ code: 'auth.invalid_credentials' });

    // The neighbour keeps everything.
    const neighbourRows = await rowsOf(neighbour.userId);
    expect(neighbourRows.user_settings).toBe(1);
    expect(neighbourRows.user).toBe(1);
    const neighbourKeys = [];
    for await (const key of testApp.platform.blobs.list(`medical-photos/${neighbour.userId}/`)) {
      neighbourKeys.push(key);
    }
    expect(neighbourKeys).toHaveLength(2);
  });
  it('keeps the account when its files cannot all be deleted, and deletes it on a retry', async () => {
    const account = await verifiedAccount(testApp.app, testApp.config);
    const prefixes = userStoragePrefixes(account.userId);
    for (const prefix of prefixes) await storeFile(`${prefix}photo.jpg`);
    const before = await rowsOf(account.userId);
    expect(before).toMatchObject({ user: 1, account: 1, session: 1 });
    const blobs = testApp.platform.blobs;
    const deleteFolder = blobs.deleteFolder.bind(blobs);
    // The store fails part-way, as S3 can: the first folders go, the third is refused.
    let calls = 0;
    const failing = vi.spyOn(blobs, 'deleteFolder').mockImplementation(async (prefix) => {
      calls += 1;
      if (calls === 3) throw new Error('S3 unavailable');
      await deleteFolder(prefix);
    });
    let failed;
    try {
      failed = await requestDeletion(account, { password: account.password });
    } finally {
      failing.mockRestore();
    }
    expect(failed.statusCode, failed.body).toBe(503);
    expect(failed.json()).toMatchObject({ code: 'account.deletion_failed' });
    expect(failed.headers['set-cookie']).toBeUndefined();

    // The account, its rows and its session are all there: the user can try again.
    expect(await rowsOf(account.userId)).toEqual(before);
    expect((await get(testApp.app, '/api/v1/account/session', account.cookie)).statusCode).toBe(
      200,
    );
    const left = [];
    for (const prefix of prefixes) {
      for await (const key of testApp.platform.blobs.list(prefix)) left.push(key);
    }
    expect(left.length).toBeGreaterThan(0);

    const retried = await requestDeletion(account, { password: account.password });
    expect(retried.statusCode, retried.body).toBe(204);
    expect(Object.values(await rowsOf(account.userId)).every((count) => count === 0)).toBe(true);
    for (const prefix of prefixes) {
      const keys = [];
      for await (const key of testApp.platform.blobs.list(prefix)) keys.push(key);
      expect(keys, prefix).toEqual([]);
    }
  });

  /** Every file and folder of DATA_DIR, relative to it. */
  async function dataDirEntries(): Promise<string[]> {
    const entries = await readdir(testApp.config.dataDir, { recursive: true });
    return entries.map((entry) => entry.split(path.sep).join('/'));
  }

  /** The outbox messages sent to that address or number: their text, read from disk. */
  async function outboxMessagesTo(to: string): Promise<string[]> {
    const reader = new OutboxReader(path.join(testApp.config.dataDir, 'outbox'));
    const items = await reader.list(10_000);
    return items.filter((item) => item.to.includes(to)).map((item) => item.id);
  }

  async function verifyPhone(account: TestAccount, phone: string) {
    const send = await post(
      testApp.app,
      '/api/auth/phone-number/send-otp',
      { phoneNumber: phone },
      account.cookie,
    );
    expect(send.statusCode).toBe(200);
    const code = (await latestSms(testApp.config, phone)).match(/\d{6}/)?.[0] ?? '';
    const verify = await post(
      testApp.app,
      '/api/auth/phone-number/verify',
      { phoneNumber: phone, code, updatePhoneNumber: true },
      account.cookie,
    );
    expect(verify.statusCode).toBe(200);
    account.cookie = cookieHeader(verify, account.cookie);
  }

  it('leaves no folder, mail or SMS that names the user (issue 27)', async () => {
    const doomed = await verifiedAccount(testApp.app, testApp.config);
    const neighbour = await verifiedAccount(testApp.app, testApp.config);
    await verifyPhone(doomed, '+33611223344');
    await verifyPhone(neighbour, '+33655667788');
    const patientId = 'patient-erased-1';
    // A patient whose photos were permanently deleted leaves an empty folder behind.
    await storeFile(`medical-photos/${doomed.userId}/${patientId}/1-a.jpg`);
    await testApp.platform.blobs.delete(`medical-photos/${doomed.userId}/${patientId}/1-a.jpg`);
    await storeFile(`medical-photos/${doomed.userId}/unassigned/2-b.jpg`);
    await storeFile(`drive-files/${doomed.userId}/doc.pdf`);
    await storeFile(`medical-photos/${neighbour.userId}/unassigned/3-c.jpg`);

    const before = await dataDirEntries();
    expect(before.filter((entry) => entry.includes(doomed.userId)).length).toBeGreaterThan(0);
    expect(before.filter((entry) => entry.includes(patientId)).length).toBeGreaterThan(0);
    expect(await outboxMessagesTo(doomed.email)).not.toEqual([]);
    expect(await outboxMessagesTo('+33611223344')).not.toEqual([]);

    const response = await requestDeletion(doomed, { password: doomed.password });
    expect(response.statusCode).toBe(204);

    const after = await dataDirEntries();
    expect(after.filter((entry) => entry.includes(doomed.userId))).toEqual([]);
    expect(after.filter((entry) => entry.includes(patientId))).toEqual([]);
    expect(await outboxMessagesTo(doomed.email)).toEqual([]);
    expect(await outboxMessagesTo('+33611223344')).toEqual([]);

    // The neighbour's files and messages stay.
    expect(after).toContain(`blobs/medical-photos/${neighbour.userId}/unassigned/3-c.jpg`);
    expect(await outboxMessagesTo(neighbour.email)).not.toEqual([]);
    expect(await outboxMessagesTo('+33655667788')).not.toEqual([]);
  });
});
