import type { FaultPointName } from '../platform/faults/fault-points';

// The shape of the server's configuration, as the rest of the server reads it. Parsing lives in
// environment.ts, building in sections.ts and ../config.ts, what may be logged in redaction.ts.

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

/** E-mail transfer of photos (decision 0044). */
export interface EmailTransferConfig {
  /** Messages a user may send per hour: mail must never become a relay. */
  readonly hourlyLimit: number;
  /** The waits between SMTP attempts; one attempt more than waits. Tests shorten them. */
  readonly retryDelaysMs: readonly number[];
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
  readonly emailTransfer: EmailTransferConfig;
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
