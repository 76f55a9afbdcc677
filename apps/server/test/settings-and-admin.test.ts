import { SESSION_CHANGED_TOPIC } from '@photodossier/domain/live-events';
import { defaultUserSettings } from '@photodossier/domain/user-settings';
import { StorageUsageRepository } from '../src/modules/storage/usage-repository';
import type { LiveEvent } from '../src/platform/events/event-bus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  get,
  signUp,
  verifiedAccount,
  TEST_ORIGIN,
  type TestAccount,
  send as sendAs,
} from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let admin: TestAccount;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  testApp = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
  // No ADMIN_EMAILS: the first account of the installation is the admin.
  admin = await verifiedAccount(testApp.app, testApp.config);
  alice = await verifiedAccount(testApp.app, testApp.config);
  bob = await verifiedAccount(testApp.app, testApp.config);
});

afterAll(async () => {
  await testApp?.close();
});

const patch = (url: string, cookie: string, payload: unknown) =>
  sendAs(testApp.app, 'PATCH', url, cookie, payload);

describe(`settings on ${process.env.TEST_DB_DIALECT}`, () => {
  it('starts from every default of spec 01 §3 and never carries the e-mail', async () => {
    const response = await get(testApp.app, '/api/v1/settings', alice.cookie);
    expect(response.statusCode).toBe(200);
    // First and last name come from the name given at sign-up until the first save.
    const [prenom, ...nom] = alice.name.split(' ');
    expect(response.json()).toEqual({
      ...defaultUserSettings,
      prenom,
      nom: nom.join(' '),
      isAdmin: false,
    });
    expect(JSON.stringify(response.json())).not.toContain(alice.email);
  });

  it('merge-writes: nested fields keep their siblings, lastUpdated is set, the name follows', async () => {
    const first = await patch('/api/v1/settings', alice.cookie, {
      prenom: 'Alice',
      nom: 'Martin',
      cameraSettings: { overlayOpacity: 0.6 },
      machineSettings: { 'machine-1': { cameraFolderPath: 'Photos Canon' } },
    });
    expect(first.statusCode).toBe(200);
    const second = await patch('/api/v1/settings', alice.cookie, {
      cameraSettings: { flashMode: 'auto' },
      pinLockDuration: 15,
    });
    const settings = second.json();
    expect(settings).toMatchObject({
      prenom: 'Alice',
      nom: 'Martin',
      pinLockDuration: 15,
      cameraSettings: {
        ...defaultUserSettings.cameraSettings,
        overlayOpacity: 0.6,
        flashMode: 'auto',
      },
      machineSettings: {
        'machine-1': { cameraFolderPath: 'Photos Canon', autoWatchEnabled: false },
      },
    });
    expect(Date.parse(settings.lastUpdated)).toBeGreaterThan(Date.now() - 60_000);
    const session = await get(testApp.app, '/api/v1/account/session', alice.cookie);
    expect(session.json().user.name).toBe('Alice Martin');
  });

  it('keeps every change of saves sent at the same time (none overwrites another)', async () => {
    const machines = Array.from({ length: 8 }, (_, n) => `machine-${n}`);
    const answers = await Promise.all(
      machines.map((machine) =>
        patch('/api/v1/settings', bob.cookie, {
          machineSettings: { [machine]: { cameraFolderPath: `Photos ${machine}` } },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(machines.map(() => 200));

    const saved = (await get(testApp.app, '/api/v1/settings', bob.cookie)).json();
    expect(Object.keys(saved.machineSettings).sort()).toEqual(machines);
  });

  it('applies a patch sent again with its key once, so it cannot undo a later change', async () => {
    const withKey = (key: string, payload: unknown) =>
      testApp.app.inject({
        method: 'PATCH',
        url: '/api/v1/settings',
        headers: { cookie: alice.cookie, origin: TEST_ORIGIN, 'idempotency-key': key },
        payload: payload as Record<string, unknown>,
      });
    const key = crypto.randomUUID();
    expect((await withKey(key, { pinLockDuration: 5 })).json().pinLockDuration).toBe(5);
    // Another browser changes it since; the first one never got its answer and sends it again.
    await patch('/api/v1/settings', alice.cookie, { pinLockDuration: 30 });
    const again = await withKey(key, { pinLockDuration: 5 });
    expect(again.statusCode).toBe(200);
    expect(again.json().pinLockDuration).toBe(30);
    expect((await get(testApp.app, '/api/v1/settings', alice.cookie)).json().pinLockDuration).toBe(
      30,
    );
    // A key is this user's own: the same one from another account is a new patch.
    const bobs = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/v1/settings',
      headers: { cookie: bob.cookie, origin: TEST_ORIGIN, 'idempotency-key': key },
      payload: { pinLockDuration: 5 },
    });
    expect(bobs.json().pinLockDuration).toBe(5);
    expect((await withKey('not a key!', { pinLockDuration: 5 })).statusCode).toBe(400);
  });

  it('keeps both beta features turned on at the same time', async () => {
    const answers = await Promise.all([
      patch('/api/v1/settings/beta-features', alice.cookie, { dictaphone: true }),
      patch('/api/v1/settings/beta-features', alice.cookie, { operationReports: true }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await get(testApp.app, '/api/v1/settings/beta-features', alice.cookie)).json()).toEqual(
      {
        dictaphone: true,
        operationReports: true,
      },
    );
    await patch('/api/v1/settings/beta-features', alice.cookie, {
      dictaphone: false,
      operationReports: false,
    });
  });

  it("keeps each user's document to themselves", async () => {
    await patch('/api/v1/settings', bob.cookie, { prenom: 'Bob' });
    expect((await get(testApp.app, '/api/v1/settings', alice.cookie)).json().prenom).toBe('Alice');
    expect((await get(testApp.app, '/api/v1/settings', bob.cookie)).json().prenom).toBe('Bob');
  });

  it('refuses invalid values and fields a user may not set', async () => {
    const cases = [
      { pinLockHash: '1234' },
      { pinLockDuration: 0 },
      { isAdmin: true },
      { email: 'other@example.test' },
      { cameraSettings: { flashMode: 'strobe' } },
      { emailTransfer: { recipientEmail: 'not-an-address' } },
    ];
    for (const payload of cases) {
      const response = await patch('/api/v1/settings', alice.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('request.validation_failed');
    }
    expect((await get(testApp.app, '/api/v1/settings', alice.cookie)).json().isAdmin).toBe(false);
  });

  it('refuses control characters whole: nothing of the request is saved', async () => {
    const before = (await get(testApp.app, '/api/v1/settings', alice.cookie)).json();
    for (const payload of [
      { prenom: 'Uma', nom: 'a\u0000b', language: 'en' },
      { prenom: 'Uma\nX' },
      { specialite: 'a\u009bb', language: 'en' },
      { machineSettings: { m1: { cameraFolderPath: 'C:\\Photos\u0000' } }, language: 'en' },
    ]) {
      const response = await patch('/api/v1/settings', alice.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'request.validation_failed',
        errors: [expect.objectContaining({ code: 'validation.control_characters' })],
      });
    }
    const after = (await get(testApp.app, '/api/v1/settings', alice.cookie)).json();
    expect(after).toEqual(before);
    const later = await patch('/api/v1/settings', alice.cookie, { prenom: 'Uma', language: 'en' });
    expect(later.statusCode).toBe(200);
    await patch('/api/v1/settings', alice.cookie, {
      prenom: before.prenom,
      language: before.language,
    });
  });

  it('stores the PIN only as the SHA-256 hash it is given', async () => {
    const hash = 'b'.repeat(64);
    const response = await patch('/api/v1/settings', alice.cookie, { pinLockHash: hash });
    expect(response.json().pinLockHash).toBe(hash);
    const reset = await patch('/api/v1/settings', alice.cookie, { pinLockHash: null });
    expect(reset.json().pinLockHash).toBeNull();
  });
});

describe(`admin on ${process.env.TEST_DB_DIALECT}`, () => {
  it('makes the first account the admin and nobody else', async () => {
    const adminSession = await get(testApp.app, '/api/v1/account/session', admin.cookie);
    expect(adminSession.json().user.isAdmin).toBe(true);
    const aliceSession = await get(testApp.app, '/api/v1/account/session', alice.cookie);
    expect(aliceSession.json().user.isAdmin).toBe(false);
  });

  it('refuses every admin route to a user who is not admin', async () => {
    const list = await get(testApp.app, '/api/v1/admin/users', alice.cookie);
    expect(list.statusCode).toBe(403);
    expect(list.json()).toMatchObject({ code: 'admin.forbidden' });
    expect((await get(testApp.app, '/api/v1/admin/outbox', alice.cookie)).statusCode).toBe(403);
    const grant = await patch(`/api/v1/admin/users/${alice.userId}`, alice.cookie, {
      role: 'admin',
    });
    expect(grant.statusCode).toBe(403);
    const session = await get(testApp.app, '/api/v1/account/session', alice.cookie);
    expect(session.json().user.isAdmin).toBe(false);
  });

  it('lists users a page at a time, by e-mail', async () => {
    const first = await get(testApp.app, '/api/v1/admin/users?limit=2', admin.cookie);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.items).toHaveLength(2);
    expect(page1.nextCursor).toBe(page1.items[1].email);
    const second = await get(
      testApp.app,
      `/api/v1/admin/users?limit=2&cursor=${encodeURIComponent(page1.nextCursor)}`,
      admin.cookie,
    );
    const emails = [...page1.items, ...second.json().items].map(
      (user: { email: string }) => user.email,
    );
    expect(emails).toEqual([admin.email, alice.email, bob.email].sort());
    expect(second.json().items[0]).toMatchObject({
      planId: 'decouverte',
      storageUsedBytes: 0,
      betaFeatures: { dictaphone: false, operationReports: false },
    });
  });

  it('shows the bytes each user stores, as the quota counts them (issue 27)', async () => {
    const usage = new StorageUsageRepository(testApp.platform.database.db);
    await usage.add(alice.userId, 1_955_274, Date.now());
    await usage.add(bob.userId, 512, Date.now());
    const response = await get(testApp.app, '/api/v1/admin/users?limit=50', admin.cookie);
    expect(response.statusCode).toBe(200);
    const byId = new Map(
      response
        .json<{ items: { id: string; storageUsedBytes: number }[] }>()
        .items.map((user) => [user.id, user.storageUsedBytes]),
    );
    expect(byId.get(alice.userId)).toBe(1_955_274);
    expect(byId.get(bob.userId)).toBe(512);
    expect(byId.get(admin.userId)).toBe(0);
    await usage.release(alice.userId, 1_955_274, Date.now());
    await usage.release(bob.userId, 512, Date.now());
  });

  it("turns a user's beta features on, which their session then shows", async () => {
    const events: LiveEvent[] = [];
    const unsubscribe = testApp.platform.bus.subscribe((event) => events.push(event));
    const response = await patch(`/api/v1/admin/users/${bob.userId}`, admin.cookie, {
      betaFeatures: { dictaphone: true },
    });
    unsubscribe();
    expect(response.statusCode).toBe(204);
    // Bob's open tabs refetch their session (query root `session`) at once.
    expect(events).toContainEqual({
      topic: SESSION_CHANGED_TOPIC,
      ids: [bob.userId],
      userId: bob.userId,
    });
    const session = await get(testApp.app, '/api/v1/account/session', bob.cookie);
    expect(session.json().betaFeatures).toEqual({ dictaphone: true, operationReports: false });
  });

  it('grants the admin role, and refuses to remove its own', async () => {
    const grant = await patch(`/api/v1/admin/users/${alice.userId}`, admin.cookie, {
      role: 'admin',
    });
    expect(grant.statusCode).toBe(204);
    expect((await get(testApp.app, '/api/v1/admin/users', alice.cookie)).statusCode).toBe(200);
    const self = await patch(`/api/v1/admin/users/${admin.userId}`, admin.cookie, {
      role: 'user',
    });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: 'admin.last_admin' });
    const unknown = await patch('/api/v1/admin/users/no-such-user', admin.cookie, {
      role: 'admin',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('shows the outbox of the embedded default: the verification mails', async () => {
    const newcomer = await signUp(testApp.app);
    const list = await get(testApp.app, '/api/v1/admin/outbox', admin.cookie);
    expect(list.statusCode).toBe(200);
    const item = list.json().items.find((entry: { to: string }) => entry.to === newcomer.email);
    expect(item).toMatchObject({
      kind: 'mail',
      subject: 'Vérifiez votre adresse e-mail PhotoDossier',
    });
    const message = await get(testApp.app, `/api/v1/admin/outbox/${item.id}`, admin.cookie);
    expect(message.json().text).toContain('/api/auth/verify-email?token=');
    const escape = await get(testApp.app, '/api/v1/admin/outbox/..%2Fauth.secret', admin.cookie);
    expect(escape.statusCode).toBe(404);
  });
});
