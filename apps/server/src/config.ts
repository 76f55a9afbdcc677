import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { FAULT_POINT_NAMES, type FaultPointName } from './platform/faults/fault-points';

export type SqlDialect = 'sqlite' | 'postgres';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export type DatabaseConfig =
  | { readonly dialect: 'sqlite'; readonly file: string }
  | { readonly dialect: 'postgres'; readonly url: string };

export type BlobStoreConfig =
  | { readonly driver: 'local'; readonly root: string }
  | {
      readonly driver: 's3';
      readonly bucket: string;
      readonly region: string;
      readonly endpoint: string | null;
      readonly accessKeyId: string | null;
      readonly secretAccessKey: string | null;
      readonly forcePathStyle: boolean;
    };

export type MailConfig =
  | { readonly transport: 'outbox'; readonly outboxDir: string; readonly from: string }
  | {
      readonly transport: 'smtp';
      readonly host: string;
      readonly port: number;
      readonly secure: boolean;
      readonly user: string | null;
      readonly password: string | null;
      readonly from: string;
    };

export type SmsConfig =
  | { readonly transport: 'outbox'; readonly outboxDir: string }
  | { readonly transport: 'webhook'; readonly url: string; readonly token: string | null };

export interface GoogleOAuthConfig {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly discoveryUrl: string;
}

/** A number of requests allowed per window of seconds, per client IP and path. */
export interface RateLimitRule {
  readonly max: number;
  readonly windowSeconds: number;
}

export interface AuthConfig {
  /** null: a secret is generated once and kept in DATA_DIR (like the blob signing secret). */
  readonly secret: string | null;
  /** null: Google sign-in is not offered. */
  readonly google: GoogleOAuthConfig | null;
  /**
   * Lower-case addresses (or `@domain` for a whole domain) made admin at sign-up; empty: the
   * first account of the installation becomes admin.
   */
  readonly adminEmails: readonly string[];
  /** Sign-in, sign-up, two-factor and re-authentication attempts. */
  readonly attemptLimit: RateLimitRule;
}

/** The four prices of spec 01 §4: essentiel and pro, monthly and yearly. */
export interface StripePriceIds {
  readonly essentielMonthly: string;
  readonly essentielYearly: string;
  readonly proMonthly: string;
  readonly proYearly: string;
}

export interface StripeConfig {
  readonly secretKey: string;
  readonly webhookSecret: string;
  readonly prices: StripePriceIds;
  /** null: api.stripe.com. Tests point the client at a local stand-in. */
  readonly apiBase: string | null;
}

export interface Config {
  readonly host: string;
  readonly port: number;
  readonly dataDir: string;
  readonly publicUrl: string | null;
  readonly database: DatabaseConfig;
  readonly blobs: BlobStoreConfig;
  /** null: a secret is generated once and kept in DATA_DIR (see blob signing). */
  readonly blobSigningSecret: string | null;
  readonly mail: MailConfig;
  readonly sms: SmsConfig;
  readonly auth: AuthConfig;
  /** null: no online payment; an administrator sets each user's plan on /admin. */
  readonly stripe: StripeConfig | null;
  /** Fastify trustProxy: which proxies may set X-Forwarded-For (the client IP of rate limits). */
  readonly trustProxy: boolean | number | string;
  readonly logLevel: LogLevel;
  readonly webDistDir: string;
  /** Tests only: where the server halts to be killed (decision 0024); never in production. */
  readonly testFaultPoint: FaultPointName | null;
  /**
   * STT_URL: an OpenAI-compatible /v1/audio/transcriptions endpoint for dictations (decision
   * 0041). null: no automatic transcription; the audio never leaves the installation.
   */
  readonly sttUrl: string | null;
}

/**
 * npm workspace scripts run with the workspace folder as cwd, so a cwd-relative DATA_DIR would
 * land in apps/server/data when started from the repo root. Relative paths are therefore
 * resolved against the repository root, whatever the cwd.
 */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const DEFAULT_MAIL_FROM = 'PhotoDossier <no-reply@photodossier.local>';
const GOOGLE_DISCOVERY_URL = 'https://accounts.google.com/.well-known/openid-configuration';
const DEFAULT_ATTEMPT_LIMIT: RateLimitRule = { max: 5, windowSeconds: 60 };
const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;
/** Stripe is all or nothing: a half-configured Stripe would take money for plans it cannot map. */
export const STRIPE_VARIABLES = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_ESSENTIEL_MONTHLY',
  'STRIPE_PRICE_ESSENTIEL_YEARLY',
  'STRIPE_PRICE_PRO_MONTHLY',
  'STRIPE_PRICE_PRO_YEARLY',
] as const;
const SMTP_PART_VARIABLES = ['SMTP_HOST', 'SMTP_PORT', 'SMTP_USER', 'SMTP_PASSWORD'] as const;

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `Invalid configuration (${problems.length} problem${problems.length > 1 ? 's' : ''}):\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
    this.name = 'ConfigError';
  }
}

// Empty variables (`PORT=`) are treated as unset, the usual shell and .env convention.
const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().optional(),
);

const portText = z
  .string()
  .regex(/^\d+$/, 'must be an integer from 0 to 65535')
  .transform(Number)
  .refine((port) => port <= 65535, 'must be an integer from 0 to 65535');

const booleanText = z
  .string()
  .toLowerCase()
  .refine((value) => ['true', 'false', '1', '0', 'yes', 'no'].includes(value), {
    message: 'must be true or false',
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

function httpUrl(description: string) {
  return z.string().refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, `must be an ${description} URL starting with http:// or https://`);
}

const stripePriceId = z.string().regex(/^price_\w+$/, 'must be a Stripe price id (price_…)');

const envSchema = z.object({
  PORT: optionalText.pipe(portText.optional()),
  HOST: optionalText,
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .refine(
        (value) => /^postgres(ql)?:\/\/[^/]/.test(value),
        'must start with postgres:// or postgresql:// (leave it unset to use SQLite in DATA_DIR)',
      )
      .optional(),
  ),
  PUBLIC_URL: optionalText.pipe(httpUrl('absolute').optional()),
  STT_URL: optionalText.pipe(httpUrl('absolute').optional()),
  S3_ENDPOINT: optionalText.pipe(httpUrl('absolute').optional()),
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')
      .optional(),
  ),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: optionalText.pipe(booleanText.optional()),
  BLOB_SIGNING_SECRET: optionalText.pipe(
    z.string().min(32, 'must be at least 32 characters long').optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .refine((value) => {
        try {
          const url = new URL(value);
          return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
        } catch {
          return false;
        }
      }, 'must be a URL like smtp://user:password@host:587 or smtps://…')
      .optional(),
  ),
  SMTP_HOST: optionalText,
  SMTP_PORT: optionalText.pipe(portText.optional()),
  SMTP_USER: optionalText,
  SMTP_PASSWORD: optionalText,
  SMTP_FROM: optionalText.pipe(
    z
      .string()
      .regex(/^(.*<)?[^\s@<>]+@[^\s@<>]+>?$/, 'must be an address like name@example.org')
      .optional(),
  ),
  AUTH_SECRET: optionalText.pipe(
    z.string().min(32, 'must be at least 32 characters long').optional(),
  ),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_DISCOVERY_URL: optionalText.pipe(httpUrl('absolute').optional()),
  ADMIN_EMAILS: optionalText.pipe(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .regex(
              /^([^\s@,]+)?@[^\s@,]+\.[^\s@,]+$/,
              'must be a comma-separated list of e-mail addresses or @domains',
            ),
        ),
      )
      .optional(),
  ),
  AUTH_ATTEMPT_LIMIT: optionalText.pipe(
    z
      .string()
      .regex(/^\d+\/\d+$/, 'must be MAX/SECONDS, for example 5/60')
      .transform((value) => {
        const [max, windowSeconds] = value.split('/').map(Number) as [number, number];
        return { max, windowSeconds };
      })
      .refine((rule) => rule.max >= 1 && rule.windowSeconds >= 1, 'must be at least 1/1')
      .optional(),
  ),
  STRIPE_SECRET_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key (sk_… or rk_…)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .regex(/^whsec_\S+$/, 'must be a Stripe webhook signing secret (whsec_…)')
      .optional(),
  ),
  STRIPE_PRICE_ESSENTIEL_MONTHLY: optionalText.pipe(stripePriceId.optional()),
  STRIPE_PRICE_ESSENTIEL_YEARLY: optionalText.pipe(stripePriceId.optional()),
  STRIPE_PRICE_PRO_MONTHLY: optionalText.pipe(stripePriceId.optional()),
  STRIPE_PRICE_PRO_YEARLY: optionalText.pipe(stripePriceId.optional()),
  STRIPE_API_BASE: optionalText.pipe(httpUrl('absolute').optional()),
  SMS_WEBHOOK_URL: optionalText.pipe(httpUrl('absolute').optional()),
  SMS_WEBHOOK_TOKEN: optionalText,
  TRUST_PROXY: optionalText,
  LOG_LEVEL: optionalText.pipe(
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .optional(),
  ),
  WEB_DIST_DIR: optionalText,
  TEST_FAULT_POINT: optionalText.pipe(z.enum(FAULT_POINT_NAMES).optional()),
});

type Env = z.output<typeof envSchema>;

function presentVariables(
  source: Readonly<Record<string, string | undefined>>,
  names: readonly string[],
): string[] {
  return names.filter((name) => (source[name] ?? '').trim() !== '');
}

/**
 * Rules across variables. They look only at which variables are set, so they are reported
 * together with the per-variable problems instead of after those are fixed.
 */
function crossVariableProblems(source: Readonly<Record<string, string | undefined>>): string[] {
  const isSet = (name: string) => presentVariables(source, [name]).length > 0;
  const problems: string[] = [];
  if (isSet('TEST_FAULT_POINT') && source['NODE_ENV'] === 'production') {
    problems.push('TEST_FAULT_POINT: is for tests only and refused when NODE_ENV=production');
  }
  const s3Set = presentVariables(source, S3_VARIABLES);
  if (s3Set.length > 0 && !isSet('S3_BUCKET')) {
    problems.push(
      `S3_BUCKET: is required when other S3 variables are set (found ${s3Set.join(', ')})`,
    );
  }
  if (isSet('S3_ACCESS_KEY_ID') !== isSet('S3_SECRET_ACCESS_KEY')) {
    const missing = isSet('S3_ACCESS_KEY_ID') ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    problems.push(`${missing}: is required: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together`);
  }
  const smtpParts = presentVariables(source, SMTP_PART_VARIABLES);
  if (isSet('SMTP_URL') && smtpParts.length > 0) {
    problems.push(
      `SMTP_URL: cannot be combined with ${smtpParts.join(', ')}: use either SMTP_URL or SMTP_HOST…`,
    );
  }
  if (!isSet('SMTP_URL') && smtpParts.length > 0 && !isSet('SMTP_HOST')) {
    problems.push(
      `SMTP_HOST: is required when ${smtpParts.join(', ')} ${smtpParts.length > 1 ? 'are' : 'is'} set`,
    );
  }
  if (isSet('SMTP_USER') !== isSet('SMTP_PASSWORD')) {
    const missing = isSet('SMTP_USER') ? 'SMTP_PASSWORD' : 'SMTP_USER';
    problems.push(`${missing}: is required: SMTP_USER and SMTP_PASSWORD go together`);
  }
  if (isSet('GOOGLE_CLIENT_ID') !== isSet('GOOGLE_CLIENT_SECRET')) {
    const missing = isSet('GOOGLE_CLIENT_ID') ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
    problems.push(`${missing}: is required: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together`);
  }
  const stripeSet = presentVariables(source, STRIPE_VARIABLES);
  if (stripeSet.length > 0 && stripeSet.length < STRIPE_VARIABLES.length) {
    const missing = STRIPE_VARIABLES.filter((name) => !stripeSet.includes(name));
    problems.push(
      `${missing.join(', ')}: ${missing.length > 1 ? 'are' : 'is'} required: the STRIPE_ variables go together (found ${stripeSet.join(', ')})`,
    );
  }
  if (isSet('STRIPE_API_BASE') && stripeSet.length === 0) {
    problems.push('STRIPE_API_BASE: is only used with the STRIPE_ variables');
  }
  if (isSet('SMS_WEBHOOK_TOKEN') && !isSet('SMS_WEBHOOK_URL')) {
    problems.push('SMS_WEBHOOK_URL: is required when SMS_WEBHOOK_TOKEN is set');
  }
  return problems;
}

// 'true'/'false', a hop count, or the addresses of trusted proxies, as Fastify takes them.
function trustProxySetting(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function authConfig(env: Env): AuthConfig {
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

function stripeConfig(env: Env): StripeConfig | null {
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

function smsConfig(env: Env, dataDir: string): SmsConfig {
  if (env.SMS_WEBHOOK_URL !== undefined) {
    return { transport: 'webhook', url: env.SMS_WEBHOOK_URL, token: env.SMS_WEBHOOK_TOKEN ?? null };
  }
  return { transport: 'outbox', outboxDir: path.join(dataDir, 'outbox') };
}

function resolveFromRepo(value: string, repoRoot: string): string {
  return path.resolve(repoRoot, value);
}

function mailConfig(env: Env, dataDir: string): MailConfig {
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

function blobStoreConfig(env: Env, dataDir: string): BlobStoreConfig {
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

/** Reads and validates the environment; throws ConfigError listing every wrong variable. */
export function loadConfig(
  source: Readonly<Record<string, string | undefined>>,
  repoRoot: string = REPO_ROOT,
): Config {
  const parsed = envSchema.safeParse(source);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map(
          (issue) => `${issue.path.map(String).join('.')}: ${issue.message}`,
        )),
    ...crossVariableProblems(source),
  ];
  if (problems.length > 0 || !parsed.success) throw new ConfigError([...new Set(problems)]);
  const env = parsed.data;
  const dataDir = resolveFromRepo(env.DATA_DIR ?? 'data', repoRoot);
  return {
    // Loopback by default: a practice machine is often on a shared clinic network, and patient
    // data must not be reachable from it unless the operator chooses to (HOST=0.0.0.0).
    host: env.HOST ?? '127.0.0.1',
    port: env.PORT ?? 3000,
    dataDir,
    publicUrl: env.PUBLIC_URL === undefined ? null : env.PUBLIC_URL.replace(/\/+$/, ''),
    database:
      env.DATABASE_URL === undefined
        ? { dialect: 'sqlite', file: path.join(dataDir, 'photodossier.sqlite') }
        : { dialect: 'postgres', url: env.DATABASE_URL },
    blobs: blobStoreConfig(env, dataDir),
    blobSigningSecret: env.BLOB_SIGNING_SECRET ?? null,
    mail: mailConfig(env, dataDir),
    sms: smsConfig(env, dataDir),
    auth: authConfig(env),
    stripe: stripeConfig(env),
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDistDir: resolveFromRepo(env.WEB_DIST_DIR ?? 'apps/web/dist', repoRoot),
    testFaultPoint: env.TEST_FAULT_POINT ?? null,
    sttUrl: env.STT_URL ?? null,
  };
}

/** Hides the password of a connection URL so it can be logged or shown. */
export function redactUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password !== '') url.password = '***';
    return url.toString();
  } catch {
    return '***';
  }
}

/** What is safe to log at start-up: no secret, no password. */
export function describeConfig(config: Config): Record<string, unknown> {
  return {
    host: config.host,
    port: config.port,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    database:
      config.database.dialect === 'sqlite'
        ? { dialect: 'sqlite', file: config.database.file }
        : { dialect: 'postgres', url: redactUrl(config.database.url) },
    blobs:
      config.blobs.driver === 'local'
        ? { driver: 'local', root: config.blobs.root }
        : {
            driver: 's3',
            bucket: config.blobs.bucket,
            region: config.blobs.region,
            endpoint: config.blobs.endpoint,
          },
    mail:
      config.mail.transport === 'outbox'
        ? { transport: 'outbox', outboxDir: config.mail.outboxDir }
        : { transport: 'smtp', host: config.mail.host, port: config.mail.port },
    sms:
      config.sms.transport === 'outbox'
        ? { transport: 'outbox', outboxDir: config.sms.outboxDir }
        : { transport: 'webhook', url: redactUrl(config.sms.url) },
    auth: {
      google: config.auth.google ? { discoveryUrl: config.auth.google.discoveryUrl } : null,
      adminEmails: config.auth.adminEmails.length,
      attemptLimit: config.auth.attemptLimit,
    },
    stripe: config.stripe ? { prices: config.stripe.prices, apiBase: config.stripe.apiBase } : null,
    trustProxy: config.trustProxy,
    webDistDir: config.webDistDir,
    ...(config.testFaultPoint ? { testFaultPoint: config.testFaultPoint } : {}),
    sttUrl: config.sttUrl === null ? null : redactUrl(config.sttUrl),
  };
}
