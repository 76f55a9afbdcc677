import { passkey } from '@better-auth/passkey';
import { stripe } from '@better-auth/stripe';
import { PASSWORD_MIN_LENGTH } from '@photodossier/domain/password-rules';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { genericOAuth, multiSession, phoneNumber, twoFactor } from 'better-auth/plugins';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import type { Config, StripeConfig, StripePriceIds } from '../../config/types';
import type { AppDatabase } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { SmsSender } from '../sms/sms-sender';
import { verificationMail, smsCodeText } from './auth-messages';

export const GOOGLE_PROVIDER_ID = 'google';
export const AUTH_BASE_PATH = '/api/auth';
const MAX_DEVICE_SESSIONS = 5;
const APP_NAME = 'PhotoDossier';

// Paths whose attempts are limited by AUTH_ATTEMPT_LIMIT: guessing a password or a code.
const ATTEMPT_PATHS = [
  '/sign-in/email',
  '/sign-up/email',
  '/two-factor/verify-totp',
  '/two-factor/verify-otp',
  '/two-factor/send-otp',
  '/two-factor/enable',
  '/phone-number/send-otp',
  '/phone-number/verify',
  '/send-verification-email',
  '/change-password',
] as const;

// Starting a Google sign-in guesses nothing (Google guards the password), yet better-auth's
// default gives every /sign-in path 3 requests per 10 s per address: a practice whose staff
// share one address would be refused at the day's first sign-ins. These keep the general limit.
const START_PATHS = ['/sign-in/social'] as const;

// The limit of every path without a rule of its own.
const GENERAL_LIMIT = { window: 60, max: 300 };

export interface AuthDeps {
  readonly config: Config;
  readonly database: AppDatabase;
  readonly mailer: Mailer;
  readonly sms: SmsSender;
  readonly logger: Logger;
  readonly secret: string;
  /** The Stripe client when Stripe is configured (createStripeClient), else null. */
  readonly stripeClient: Stripe | null;
  /** Called after a Stripe webhook changed a user's subscription row (live events). */
  readonly onSubscriptionChanged?: (userId: string) => Promise<void>;
}

/**
 * Stripe plan names are our plan ids: the plugin maps a subscription's price id to the plan
 * whose priceId (monthly) or annualDiscountPriceId (yearly) it is, and stores that name.
 */
function stripePlans(prices: StripePriceIds) {
  return [
    {
      name: 'essentiel',
      priceId: prices.essentielMonthly,
      annualDiscountPriceId: prices.essentielYearly,
    },
    { name: 'pro', priceId: prices.proMonthly, annualDiscountPriceId: prices.proYearly },
  ];
}

/**
 * Checkout, the customer portal and signed webhooks (/api/auth/stripe/webhook), only when the
 * STRIPE_ variables are set. Customers are created at the first checkout, not at sign-up: an
 * account must not depend on Stripe being reachable (decision 0017).
 */
function stripePlugin(stripeConfig: StripeConfig, stripeClient: Stripe, deps: AuthDeps) {
  const changed = async ({ subscription }: { subscription: { referenceId: string } }) => {
    await deps.onSubscriptionChanged?.(subscription.referenceId);
  };
  return stripe({
    stripeClient,
    stripeWebhookSecret: stripeConfig.webhookSecret,
    createCustomerOnSignUp: false,
    subscription: {
      enabled: true,
      plans: stripePlans(stripeConfig.prices),
      // A user only ever pays for their own plan.
      authorizeReference: async ({ user, referenceId }) => referenceId === user.id,
      onSubscriptionComplete: changed,
      onSubscriptionCreated: changed,
      onSubscriptionUpdate: changed,
      onSubscriptionCancel: changed,
      onSubscriptionDeleted: changed,
    },
  });
}

/**
 * The plugin's tables (subscription, user.stripeCustomerId) exist on every installation, so
 * one schema serves with and without Stripe and account deletion lists them unconditionally.
 * Without Stripe the plugin is built for its schema only and never mounted.
 */
export function stripeSchemaPlugin() {
  // Never called: the plugin reads its client only in its endpoints, which are not mounted.
  const unusedClient = new Proxy(
    {},
    {
      get() {
        throw new Error('Stripe is not configured');
      },
    },
  ) as Stripe;
  return stripe({
    stripeClient: unusedClient,
    stripeWebhookSecret: 'whsec_schema_only',
    subscription: { enabled: true, plans: [] },
  });
}

/** Relying-party id of security keys: WebAuthn refuses IP addresses, so loopback is localhost. */
function passkeyRelyingPartyId(publicUrl: string | null): string {
  return publicUrl ? new URL(publicUrl).hostname : 'localhost';
}

async function isFirstUser(db: Kysely<{ user: { id: string } }>): Promise<boolean> {
  const row = await db.selectFrom('user').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

export function buildAuthOptions(deps: AuthDeps) {
  const { config, database, mailer, sms, logger } = deps;
  const adminEmails = config.auth.adminEmails;
  const isAdminEmail = (email: string) =>
    adminEmails.some((entry) => (entry.startsWith('@') ? email.endsWith(entry) : email === entry));
  const attemptRule = {
    window: config.auth.attemptLimit.windowSeconds,
    max: config.auth.attemptLimit.max,
  };
  return {
    appName: APP_NAME,
    basePath: AUTH_BASE_PATH,
    secret: deps.secret,
    ...(config.publicUrl ? { baseURL: config.publicUrl } : {}),
    // The origin the browser shows is the only trusted one (or PUBLIC_URL behind a proxy).
    trustedOrigins: (request?: Request) => {
      if (config.publicUrl) return [config.publicUrl];
      return request ? [new URL(request.url).origin] : [];
    },
    // SQLite runs on one connection: a better-auth transaction holding it while a hook queries
    // through the app's Kysely would wait forever. PostgreSQL has a pool, so it can afford them.
    database: {
      db: database.db,
      type: database.dialect,
      transaction: database.dialect === 'postgres',
    },
    telemetry: { enabled: false },
    logger: {
      log: (level: 'info' | 'success' | 'warn' | 'error' | 'debug', message: string) => {
        const method = level === 'success' ? 'info' : level;
        logger[method]({ component: 'auth' }, message);
      },
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      // Unverified users may sign in; the web sends them to /verify-email (spec 01 §4).
      requireEmailVerification: false,
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }) {
        if (user.emailVerified) return;
        await mailer.send(verificationMail(user.email, user.name, url));
      },
    },
    account: {
      accountLinking: { enabled: true, trustedProviders: [GOOGLE_PROVIDER_ID] },
    },
    databaseHooks: {
      user: {
        create: {
          async before(user) {
            const email = user.email.toLowerCase();
            const firstUserRule = adminEmails.length === 0;
            const admin = firstUserRule
              ? await isFirstUser(database.db as unknown as Kysely<{ user: { id: string } }>)
              : isAdminEmail(email);
            // Without a mail server the first account could never read its verification
            // mail (the outbox is shown on /admin, to verified admins): installing the
            // product proves control of this machine, so that one account starts verified.
            const verifiedByInstall = admin && firstUserRule && config.mail.transport === 'outbox';
            return {
              data: {
                ...user,
                role: admin ? 'admin' : 'user',
                ...(verifiedByInstall ? { emailVerified: true } : {}),
              },
            };
          },
        },
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      ...GENERAL_LIMIT,
      customRules: Object.fromEntries([
        ...ATTEMPT_PATHS.map((path) => [path, attemptRule] as const),
        ...START_PATHS.map((path) => [path, GENERAL_LIMIT] as const),
      ]),
    },
    advanced: {
      // The Fastify mount passes request.ip here, resolved by trustProxy.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    plugins: [
      twoFactor({
        issuer: APP_NAME,
        otpOptions: {
          async sendOTP({ user, otp }) {
            const phone = (user as { phoneNumber?: string | null }).phoneNumber;
            const verified = (user as { phoneNumberVerified?: boolean | null }).phoneNumberVerified;
            if (!phone || !verified) {
              logger.warn({ userId: user.id }, 'SMS code asked without a verified phone');
              return;
            }
            await sms.send({ to: phone, text: smsCodeText(otp) });
          },
        },
      }),
      phoneNumber({
        async sendOTP({ phoneNumber: to, code }) {
          await sms.send({ to, text: smsCodeText(code) });
        },
        phoneNumberValidator: (value) => /^\+[1-9]\d{6,14}$/.test(value),
      }),
      passkey({ rpID: passkeyRelyingPartyId(config.publicUrl), rpName: APP_NAME }),
      multiSession({ maximumSessions: MAX_DEVICE_SESSIONS }),
      ...(config.stripe && deps.stripeClient
        ? [stripePlugin(config.stripe, deps.stripeClient, deps)]
        : []),
      ...(config.auth.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: GOOGLE_PROVIDER_ID,
                  clientId: config.auth.google.clientId,
                  clientSecret: config.auth.google.clientSecret,
                  discoveryUrl: config.auth.google.discoveryUrl,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  } satisfies BetterAuthOptions;
}

export function createAuth(deps: AuthDeps) {
  return betterAuth(buildAuthOptions(deps));
}

export type Auth = ReturnType<typeof createAuth>;
