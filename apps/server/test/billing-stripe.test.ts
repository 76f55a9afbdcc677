import { UPLOAD_ENDPOINT } from '@photodossier/domain/media-record';
import { SUBSCRIPTION_CHANGED_TOPIC } from '@photodossier/domain/live-events';
import { PLAN_QUOTA_BYTES } from '@photodossier/domain/plans';
import { subscriptionRecordSchema } from '@photodossier/domain/subscription-record';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../src/platform/events/event-bus';
import { get, post, TEST_ORIGIN, verifiedAccount, type TestAccount } from './support/accounts';
import { CHECKOUT_URL, PORTAL_URL, startFakeStripe, type FakeStripe } from './support/fake-stripe';
import { startTestApp, type TestApp } from './support/test-app';

const WEBHOOK_SECRET = 'whsec_test_billing_secret';
const PRICES = {
  STRIPE_PRICE_ESSENTIEL_MONTHLY: 'price_essentiel_monthly',
  STRIPE_PRICE_ESSENTIEL_YEARLY: 'price_essentiel_yearly',
  STRIPE_PRICE_PRO_MONTHLY: 'price_pro_monthly',
  STRIPE_PRICE_PRO_YEARLY: 'price_pro_yearly',
};
const ORIGIN = 'http://localhost';
const PERIOD_END_S = Math.floor(Date.UTC(2030, 0, 31) / 1000);

let stripeApi: FakeStripe;
let testApp: TestApp;
let alice: TestAccount;
let bob: TestAccount;
const events: LiveEvent[] = [];
// Only used to sign test webhooks, as Stripe would.
const signer = new Stripe('sk_test_signer_only');

beforeAll(async () => {
  stripeApi = await startFakeStripe();
  testApp = await startTestApp({
    env: {
      TRUST_PROXY: 'loopback',
      STRIPE_SECRET_KEY: 'sk_test_billing_key',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      ...PRICES,
      STRIPE_API_BASE: stripeApi.url,
    },
  });
  testApp.platform.bus.subscribe((event) => events.push(event));
  alice = await verifiedAccount(testApp.app, testApp.config);
  bob = await verifiedAccount(testApp.app, testApp.config);
});

afterAll(async () => {
  await testApp?.close();
  await stripeApi?.close();
});

async function subscriptionOf(account: TestAccount) {
  const response = await get(testApp.app, '/api/v1/billing/subscription', account.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return subscriptionRecordSchema.parse(response.json());
}

function subscriptionEvent(customer: string, priceId: string, interval: 'month' | 'year') {
  return JSON.stringify({
    id: 'evt_test_1',
    object: 'event',
    type: 'customer.subscription.created',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: 'sub_test_1',
        object: 'subscription',
        customer,
        status: 'active',
        metadata: {},
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        trial_start: null,
        trial_end: null,
        items: {
          object: 'list',
          data: [
            {
              id: 'si_test_1',
              object: 'subscription_item',
              quantity: 1,
              current_period_start: PERIOD_END_S - 30 * 86400,
              current_period_end: PERIOD_END_S,
              price: { id: priceId, object: 'price', lookup_key: null, recurring: { interval } },
            },
          ],
        },
      },
    },
  });
}

function sendWebhook(payload: string, signature: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

function tusCreate(account: TestAccount, length: number) {
  const metadata = ['filename', 'filetype']
    .map(
      (key, index) => `${key} ${Buffer.from(['a.jpg', 'image/jpeg'][index]!).toString('base64')}`,
    )
    .join(',');
  return testApp.app.inject({
    method: 'POST',
    url: UPLOAD_ENDPOINT,
    headers: {
      cookie: account.cookie,
      origin: TEST_ORIGIN,
      'tus-resumable': '1.0.0',
      'upload-length': String(length),
      'upload-metadata': metadata,
    },
  });
}

async function setUsedBytes(userId: string, bytes: number): Promise<void> {
  await testApp.platform.database.db
    .insertInto('storage_usage')
    .values({ user_id: userId, used_bytes: bytes, updated_at: Date.now() })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ used_bytes: bytes }))
    .execute();
}

describe(`billing with Stripe on ${process.env.TEST_DB_DIALECT}`, () => {
  it('starts every user on decouverte, inactive, with checkout offered', async () => {
    expect(await subscriptionOf(alice)).toEqual({
      planId: 'decouverte',
      status: 'inactive',
      isYearly: false,
      currentPeriodEnd: null,
      stripeCustomerId: null,
      error: null,
      features: ['basic_patients', 'basic_photos', 'basic_storage'],
      stripeEnabled: true,
    });
  });

  it('sends Stripe the customer and a Checkout session for the configured price', async () => {
    const before = stripeApi.requests.length;
    const response = await post(
      testApp.app,
      '/api/v1/billing/checkout',
      { planId: 'pro', interval: 'yearly' },
      alice.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ url: CHECKOUT_URL });

    const sent = stripeApi.requests.slice(before);
    for (const request of sent) expect(request.authorization).toBe('Bearer sk_test_billing_key');
    const customer = sent.find((r) => r.method === 'POST' && r.path === '/v1/customers');
    expect(customer?.form.get('email')).toBe(alice.email);
    expect(customer?.form.get('metadata[userId]')).toBe(alice.userId);

    const checkout = sent.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    expect(checkout).toHaveLength(1);
    const form = checkout[0]!.form;
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('customer')).toBe('cus_test_1');
    expect(form.get('client_reference_id')).toBe(alice.userId);
    expect(form.get('line_items[0][price]')).toBe(PRICES.STRIPE_PRICE_PRO_YEARLY);
    expect(form.get('line_items[0][quantity]')).toBe('1');
    expect(form.get('cancel_url')).toBe(`${ORIGIN}/subscription?checkout=cancel`);
    expect(form.get('success_url')).toBe(
      `${ORIGIN}/api/auth/subscription/success?callbackURL=${encodeURIComponent(
        `${ORIGIN}/subscription?checkout=success`,
      )}&checkoutSessionId={CHECKOUT_SESSION_ID}`,
    );
    // A checkout alone changes nothing: the plan follows Stripe's webhook.
    expect((await subscriptionOf(alice)).planId).toBe('decouverte');
    expect((await subscriptionOf(alice)).stripeCustomerId).toBe('cus_test_1');
  });

  it('refuses a webhook whose signature was not made with our secret', async () => {
    const payload = subscriptionEvent('cus_test_1', PRICES.STRIPE_PRICE_PRO_MONTHLY, 'month');
    const forged = signer.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_someone_else',
    });
    const response = await sendWebhook(payload, forged);
    expect(response.statusCode).toBe(400);
    expect((await sendWebhook(payload, 't=1,v1=deadbeef')).statusCode).toBe(400);
    expect((await subscriptionOf(alice)).planId).toBe('decouverte');
  });

  it('upgrades to pro on a signed webhook: the reader, the quota and the live events follow', async () => {
    await setUsedBytes(alice.userId, PLAN_QUOTA_BYTES.decouverte - 1024);
    expect((await tusCreate(alice, 10 * 1024 * 1024)).statusCode).toBe(413);

    const payload = subscriptionEvent('cus_test_1', PRICES.STRIPE_PRICE_PRO_MONTHLY, 'month');
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const response = await sendWebhook(payload, signature);
    expect(response.statusCode, response.body).toBe(200);

    expect(await subscriptionOf(alice)).toMatchObject({
      planId: 'pro',
      status: 'active',
      isYearly: false,
      currentPeriodEnd: new Date(PERIOD_END_S * 1000).toISOString(),
      stripeCustomerId: 'cus_test_1',
      error: null,
    });
    expect((await tusCreate(alice, 10 * 1024 * 1024)).statusCode).toBe(201);
    expect(events).toContainEqual({
      topic: SUBSCRIPTION_CHANGED_TOPIC,
      ids: [alice.userId],
      userId: alice.userId,
    });
    const session = await get(testApp.app, '/api/v1/account/session', alice.cookie);
    expect(session.json().subscription).toEqual({ planId: 'pro', status: 'active' });
  });

  it('refuses a checkout to the same or a lower plan, without asking Stripe', async () => {
    const before = stripeApi.requests.length;
    for (const planId of ['pro', 'essentiel']) {
      const response = await post(
        testApp.app,
        '/api/v1/billing/checkout',
        { planId, interval: 'monthly' },
        alice.cookie,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'billing.upgrade_not_allowed' });
    }
    expect(stripeApi.requests.length).toBe(before);
  });

  it('opens the customer portal for the Stripe customer', async () => {
    const before = stripeApi.requests.length;
    const response = await post(testApp.app, '/api/v1/billing/portal', {}, alice.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ url: PORTAL_URL });
    const portal = stripeApi.requests
      .slice(before)
      .find((r) => r.method === 'POST' && r.path === '/v1/billing_portal/sessions');
    expect(portal?.form.get('customer')).toBe('cus_test_1');
    expect(portal?.form.get('return_url')).toBe(`${ORIGIN}/subscription`);
  });

  it("keeps another user's subscription to themselves", async () => {
    expect(await subscriptionOf(bob)).toMatchObject({
      planId: 'decouverte',
      status: 'inactive',
      stripeCustomerId: null,
    });
    const portal = await post(testApp.app, '/api/v1/billing/portal', {}, bob.cookie);
    expect(portal.statusCode).toBe(409);
    expect(portal.json()).toMatchObject({ code: 'billing.no_customer' });
    expect((await get(testApp.app, '/api/v1/billing/subscription')).statusCode).toBe(401);
  });
});
