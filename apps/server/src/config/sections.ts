import path from 'node:path';
import { DEFAULT_EMAIL_HOURLY_LIMIT, EMAIL_SEND_RETRY } from '@photodossier/domain/email-limits';
import type { Env } from './environment';
import type {
  AuthConfig,
  BlobStoreConfig,
  EmailTransferConfig,
  MailConfig,
  RateLimitRule,
  SmsConfig,
  StripeConfig,
} from './types';

// Turns the checked variables into the sections of Config, with the defaults of decision 0005.

const DEFAULT_MAIL_FROM = 'PhotoDossier <no-reply@photodossier.local>';
const GOOGLE_DISCOVERY_URL = 'https://accounts.google.com/.well-known/openid-configuration';
const DEFAULT_ATTEMPT_LIMIT: RateLimitRule = { max: 5, windowSeconds: 60 };

// 'true'/'false', a hop count, or the addresses of trusted proxies, as Fastify takes them.
export function trustProxySetting(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export function authConfig(env: Env): AuthConfig {
  return {
    secret: env.AUTH_SECRET ?? null,
    google:
      env.GOOGLE_CLIENT_ID !== undefined && env.GOOGLE_CLIENT_SECRET !== undefined
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            discoveryUrl: env.GOOGLE_DISCOVERY_URL ?? GOOGLE_DISCOVERY_URL,
          }
        : null,
    adminEmails: env.ADMIN_EMAILS ?? [],
    attemptLimit: env.AUTH_ATTEMPT_LIMIT ?? DEFAULT_ATTEMPT_LIMIT,
  };
}

export function stripeConfig(env: Env): StripeConfig | null {
  const {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_ESSENTIEL_MONTHLY: essentielMonthly,
    STRIPE_PRICE_ESSENTIEL_YEARLY: essentielYearly,
    STRIPE_PRICE_PRO_MONTHLY: proMonthly,
    STRIPE_PRICE_PRO_YEARLY: proYearly,
  } = env;
  if (
    secretKey === undefined ||
    webhookSecret === undefined ||
    essentielMonthly === undefined ||
    essentielYearly === undefined ||
    proMonthly === undefined ||
    proYearly === undefined
  ) {
    return null;
  }
  return {
    secretKey,
    webhookSecret,
    prices: { essentielMonthly, essentielYearly, proMonthly, proYearly },
    apiBase: env.STRIPE_API_BASE ?? null,
  };
}

export function smsConfig(env: Env, dataDir: string): SmsConfig {
  if (env.SMS_WEBHOOK_URL !== undefined) {
    return { transport: 'webhook', url: env.SMS_WEBHOOK_URL, token: env.SMS_WEBHOOK_TOKEN ?? null };
  }
  return { transport: 'outbox', outboxDir: path.join(dataDir, 'outbox') };
}

export function resolveFromRepo(value: string, repoRoot: string): string {
  return path.resolve(repoRoot, value);
}

export function emailTransferConfig(env: Env): EmailTransferConfig {
  return {
    hourlyLimit: env.EMAIL_HOURLY_LIMIT ?? DEFAULT_EMAIL_HOURLY_LIMIT,
    retryDelaysMs: env.EMAIL_RETRY_DELAYS_MS ?? EMAIL_SEND_RETRY.backoffDelaysMs,
  };
}

export function mailConfig(env: Env, dataDir: string): MailConfig {
  const from = env.SMTP_FROM ?? DEFAULT_MAIL_FROM;
  if (env.SMTP_URL !== undefined) {
    const url = new URL(env.SMTP_URL);
    const secure = url.protocol === 'smtps:';
    return {
      transport: 'smtp',
      host: url.hostname,
      port: url.port === '' ? (secure ? 465 : 587) : Number(url.port),
      secure,
      user: url.username === '' ? null : decodeURIComponent(url.username),
      password: url.password === '' ? null : decodeURIComponent(url.password),
      from,
    };
  }
  if (env.SMTP_HOST !== undefined) {
    const port = env.SMTP_PORT ?? 587;
    return {
      transport: 'smtp',
      host: env.SMTP_HOST,
      port,
      secure: port === 465,
      user: env.SMTP_USER ?? null,
      password: env.SMTP_PASSWORD ?? null,
      from,
    };
  }
  return { transport: 'outbox', outboxDir: path.join(dataDir, 'outbox'), from };
}

export function blobStoreConfig(env: Env, dataDir: string): BlobStoreConfig {
  if (env.S3_BUCKET === undefined) return { driver: 'local', root: path.join(dataDir, 'blobs') };
  return {
    driver: 's3',
    bucket: env.S3_BUCKET,
    // us-east-1 is what MinIO and most S3-compatible stores expect; AWS users set their region.
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT ?? null,
    accessKeyId: env.S3_ACCESS_KEY_ID ?? null,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? null,
    // Self-hosted S3-compatible stores rarely have wildcard DNS for virtual-host buckets.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
  };
}
