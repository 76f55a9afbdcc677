import { z } from 'zod';
import { FAULT_POINT_NAMES } from '../platform/faults/fault-points';

// The environment variables the server reads: each one checked on its own (the schema), then
// the rules across variables. Every problem is reported at once, as one ConfigError.

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;
/** Stripe is all or nothing: a half-configured Stripe would take money for plans it cannot map. */
const STRIPE_VARIABLES = [
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
  EMAIL_HOURLY_LIMIT: optionalText.pipe(
    z
      .string()
      .regex(/^[1-9]\d{0,5}$/, 'must be a whole number of messages, at least 1')
      .transform(Number)
      .optional(),
  ),
  EMAIL_RETRY_DELAYS_MS: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,6}(,\d{1,6})*$/, 'must be a comma-separated list of milliseconds')
      .transform((value) => value.split(',').map(Number))
      .optional(),
  ),
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

/** The variables, checked and typed; unset ones are undefined. */
export type Env = z.output<typeof envSchema>;

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

/** Reads and checks the variables; throws ConfigError listing every wrong one. */
export function parseEnvironment(source: Readonly<Record<string, string | undefined>>): Env {
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
  return parsed.data;
}
