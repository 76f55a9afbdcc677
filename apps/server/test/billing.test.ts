import { SUBSCRIPTION_CHANGED_TOPIC } from '@photodossier/domain/live-events';
import type { PlanId } from '@photodossier/domain/plans';
import { subscriptionRecordSchema } from '@photodossier/domain/subscription-record';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planGatedRoutes } from '../src/modules/billing/plan-gate';
import { BillingRepository } from '../src/modules/billing/repository';
import { StoredSubscriptionReader } from '../src/modules/billing/subscription';
import { openDatabase } from '../src/platform/db/database';
import type { LiveEvent } from '../src/platform/events/event-bus';
import { createLogger } from '../src/platform/logging/logger';
import {
  get,
  post,
  send,
  TEST_ORIGIN,
  verifiedAccount,
  type TestAccount,
} from './support/accounts';
import { seedPatientRow } from './support/photos';
import { startTestApp, type TestApp } from './support/test-app';
import { createTestDatabase } from './support/test-database';

let testApp: TestApp;
let admin: TestAccount;
let decouverte: TestAccount;
let essentiel: TestAccount;
let pro: TestAccount;
const patients = new Map<string, string>();
const events: LiveEvent[] = [];

// Any body: the gate refuses before validation, so a non-Pro user learns nothing of the shape.
const body = { points: [] };

async function setPlan(account: TestAccount, planId: PlanId, by: TestAccount = admin) {
  return send(testApp.app, 'PUT', `/api/v1/admin/users/${account.userId}/plan`, by.cookie, {
    planId,
  });
}

async function subscriptionOf(account: TestAccount) {
  const response = await get(testApp.app, '/api/v1/billing/subscription', account.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return subscriptionRecordSchema.parse(response.json());
}

beforeAll(async () => {
  testApp = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
  testApp.platform.bus.subscribe((event) => events.push(event));
  // No ADMIN_EMAILS: the first account of the installation is the admin.
  admin = await verifiedAccount(testApp.app, testApp.config);
  decouverte = await verifiedAccount(testApp.app, testApp.config);
  essentiel = await verifiedAccount(testApp.app, testApp.config);
  pro = await verifiedAccount(testApp.app, testApp.config);
  for (const account of [decouverte, essentiel, pro]) {
    patients.set(account.userId, await seedPatientRow(testApp, account.userId));
  }
});

afterAll(async () => {
  await testApp?.close();
});

describe(`plans without Stripe on ${process.env.TEST_DB_DIALECT}`, () => {
  it('reads decouverte, inactive, with the basic features and no checkout', async () => {
    expect(await subscriptionOf(decouverte)).toEqual({
      planId: 'decouverte',
      status: 'inactive',
      isYearly: false,
      currentPeriodEnd: null,
      stripeCustomerId: null,
      error: null,
      features: ['basic_patients', 'basic_photos', 'basic_storage'],
      stripeEnabled: false,
    });
    for (const url of ['/api/v1/billing/checkout', '/api/v1/billing/portal']) {
      const response = await post(
        testApp.app,
        url,
        { planId: 'pro', interval: 'monthly' },
        decouverte.cookie,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'billing.stripe_not_configured' });
    }
  });

  it('lets an administrator set a plan that every reader then sees', async () => {
    events.length = 0;
    expect((await setPlan(essentiel, 'essentiel')).statusCode).toBe(204);
    expect((await setPlan(pro, 'pro')).statusCode).toBe(204);

    const record = await subscriptionOf(pro);
    expect(record).toMatchObject({ planId: 'pro', status: 'active', currentPeriodEnd: null });
    expect(record.features).toContain('botox_tracking');
    const essentielRecord = await subscriptionOf(essentiel);
    expect(essentielRecord.planId).toBe('essentiel');
    expect(essentielRecord.features).not.toContain('botox_tracking');
    expect(essentielRecord.features).toContain('basic_photos');

    const session = await get(testApp.app, '/api/v1/account/session', pro.cookie);
    expect(session.json().subscription).toEqual({ planId: 'pro', status: 'active' });
    const users = await get(testApp.app, '/api/v1/admin/users?limit=200', admin.cookie);
    const plans = Object.fromEntries(
      users.json<{ items: { id: string; planId: string }[] }>().items.map((u) => [u.id, u.planId]),
    );
    expect(plans).toMatchObject({
      [decouverte.userId]: 'decouverte',
      [essentiel.userId]: 'essentiel',
      [pro.userId]: 'pro',
    });
    expect(events).toContainEqual({
      topic: SUBSCRIPTION_CHANGED_TOPIC,
      ids: [pro.userId],
      userId: pro.userId,
    });
  });

  it('refuses the plan endpoint to a user who is not admin, and checks its input', async () => {
    const refused = await setPlan(decouverte, 'pro', decouverte);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'admin.forbidden' });
    expect((await subscriptionOf(decouverte)).planId).toBe('decouverte');
    const invalid = await send(
      testApp.app,
      'PUT',
      `/api/v1/admin/users/${decouverte.userId}/plan`,
      admin.cookie,
      { planId: 'platinum' },
    );
    expect(invalid.statusCode).toBe(400);
    const missing = await send(
      testApp.app,
      'PUT',
      '/api/v1/admin/users/nobody/plan',
      admin.cookie,
      {
        planId: 'pro',
      },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('a non-Pro user is refused every Pro-only API', async () => {
    const routes = planGatedRoutes(testApp.app);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      for (const account of [decouverte, essentiel, pro]) {
        const url = route.url.replace(':patientId', patients.get(account.userId)!);
        const response = await testApp.app.inject({
          method: route.method as 'GET' | 'PUT',
          url,
          headers: { cookie: account.cookie, origin: TEST_ORIGIN },
          ...(route.method === 'GET' ? {} : { payload: body }),
        });
        const label = `${route.method} ${route.url} as ${account === pro ? 'pro' : 'non-pro'}`;
        if (account === pro) {
          // The body fits no route; they may refuse it, never for the plan.
          expect(response.statusCode, `${label}: ${response.body}`).not.toBe(403);
          expect(response.body, label).not.toContain('plan.feature_required');
        } else {
          expect(response.statusCode, label).toBe(403);
          expect(response.json(), label).toMatchObject({
            code: 'plan.feature_required',
            params: { feature: route.feature },
          });
        }
      }
    }
  });

  it('takes the plan back when the administrator sets decouverte', async () => {
    const account = await verifiedAccount(testApp.app, testApp.config);
    await setPlan(account, 'pro');
    expect((await subscriptionOf(account)).planId).toBe('pro');
    await setPlan(account, 'decouverte');
    expect(await subscriptionOf(account)).toMatchObject({
      planId: 'decouverte',
      status: 'inactive',
    });
  });
});

describe(`the subscription reader on ${process.env.TEST_DB_DIALECT}`, () => {
  it('falls back to decouverte and keeps the message when the read fails', async () => {
    const database = await createTestDatabase();
    const opened = await openDatabase(database.config, createLogger('silent'));
    await opened.close();
    try {
      const expected = await opened.db
        .selectFrom('admin_plans')
        .selectAll()
        .execute()
        .then(
          () => null,
          (error: Error) => error.message,
        );
      expect(expected).toEqual(expect.any(String));
      const reader = new StoredSubscriptionReader(new BillingRepository(opened.db));
      expect(await reader.current('someone')).toEqual({
        planId: 'decouverte',
        status: 'inactive',
        isYearly: false,
        currentPeriodEnd: null,
        stripeCustomerId: null,
        source: 'none',
        error: expected,
      });
    } finally {
      await database.drop();
    }
  });
});
