import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from '../src/config';
import { ConfigError } from '../src/config/environment';
import { describeConfig } from '../src/config/redaction';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env, '/repo');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('Expected the configuration to be refused');
}

describe('loadConfig defaults', () => {
  it('runs embedded on loopback with SQLite and local files under ./data of the repo', () => {
    const config = loadConfig({}, '/repo');
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe('/repo/data');
    expect(config.database).toEqual({ dialect: 'sqlite', file: '/repo/data/photodossier.sqlite' });
    expect(config.blobs).toEqual({ driver: 'local', root: '/repo/data/blobs' });
    expect(config.mail).toMatchObject({ transport: 'outbox', outboxDir: '/repo/data/outbox' });
    expect(config.webDistDir).toBe('/repo/apps/web/dist');
    expect(config.logLevel).toBe('info');
    expect(config.publicUrl).toBeNull();
    expect(config.blobSigningSecret).toBeNull();
  });

  it('resolves the repo root from the source location, not from the cwd', () => {
    expect(REPO_ROOT).toBe(fileURLToPath(new URL('../../..', import.meta.url)).replace(/\/$/, ''));
  });

  it('resolves relative paths against the repo root and keeps absolute ones', () => {
    const config = loadConfig({ DATA_DIR: 'var/pd', WEB_DIST_DIR: '/srv/web' }, '/repo');
    expect(config.dataDir).toBe('/repo/var/pd');
    expect(config.webDistDir).toBe('/srv/web');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }, '/repo')).toMatchObject({
      port: 3000,
      database: { dialect: 'sqlite' },
    });
  });

  it('switches to PostgreSQL and S3 when they are configured', () => {
    const config = loadConfig(
      {
        PORT: '0',
        DATABASE_URL: 'postgresql://pd:pw@db:5432/pd',
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        PUBLIC_URL: 'https://photos.example.org/',
      },
      '/repo',
    );
    expect(config.port).toBe(0);
    expect(config.database).toEqual({ dialect: 'postgres', url: 'postgresql://pd:pw@db:5432/pd' });
    expect(config.blobs).toEqual({
      driver: 's3',
      bucket: 'media',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(config.publicUrl).toBe('https://photos.example.org');
  });

  it('reads SMTP from a URL or from separate variables', () => {
    expect(
      loadConfig({ SMTP_URL: 'smtps://me%40x.org:p%3Ass@mail.x.org', SMTP_FROM: 'a@x.org' }, '/r')
        .mail,
    ).toEqual({
      transport: 'smtp',
      host: 'mail.x.org',
      port: 465,
      secure: true,
      user: 'me@x.org',
      password: 'p:ss',
      from: 'a@x.org',
    });
    expect(loadConfig({ SMTP_HOST: 'mail.x.org' }, '/r').mail).toMatchObject({
      transport: 'smtp',
      port: 587,
      secure: false,
      user: null,
    });
  });
});

describe('loadConfig refusals', () => {
  it('refuses a port that is not a number or out of range', () => {
    expect(problemsOf({ PORT: 'http' })).toEqual(['PORT: must be an integer from 0 to 65535']);
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT: must be an integer from 0 to 65535']);
    expect(problemsOf({ PORT: '-1' })).toEqual(['PORT: must be an integer from 0 to 65535']);
  });

  it('refuses a database URL that is not PostgreSQL', () => {
    expect(problemsOf({ DATABASE_URL: 'mysql://root@db/pd' })).toEqual([
      'DATABASE_URL: must start with postgres:// or postgresql:// (leave it unset to use SQLite in DATA_DIR)',
    ]);
  });

  it('names the missing pieces of a partial S3 configuration', () => {
    expect(problemsOf({ S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'key' })).toEqual([
      'S3_BUCKET: is required when other S3 variables are set (found S3_ENDPOINT, S3_ACCESS_KEY_ID)',
      'S3_SECRET_ACCESS_KEY: is required: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    ]);
  });

  it('lists every wrong variable at once', () => {
    const problems = problemsOf({
      PORT: 'abc',
      DATABASE_URL: 'sqlite://x',
      LOG_LEVEL: 'loud',
      PUBLIC_URL: 'photos.example.org',
      S3_FORCE_PATH_STYLE: 'maybe',
      SMTP_PORT: '25',
      SMTP_PASSWORD: 'hunter2',
      BLOB_SIGNING_SECRET: 'short',
    });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'PUBLIC_URL',
      'S3_FORCE_PATH_STYLE',
      'BLOB_SIGNING_SECRET',
      'LOG_LEVEL',
      'S3_BUCKET',
      'SMTP_HOST',
      'SMTP_USER',
    ]);
  });

  it('formats the problems as one readable message without echoing secrets', () => {
    const error = (() => {
      try {
        loadConfig({ DATABASE_URL: 'mysql://root:TopSecret@db/pd', SMTP_URL: 'http://x' }, '/r');
      } catch (caught) {
        return caught as ConfigError;
      }
      throw new Error('Expected a ConfigError');
    })();
    expect(error.message).toMatch(/^Invalid configuration \(2 problems\):\n {2}- DATABASE_URL: /);
    expect(error.message).toContain('\n  - SMTP_URL: must be a URL like smtp://');
    expect(error.message).not.toContain('TopSecret');
  });
});

describe('describeConfig', () => {
  it('hides the database password and the S3 and SMTP secrets', () => {
    const config = loadConfig(
      {
        DATABASE_URL: 'postgres://pd:db-Password-1@db/pd',
        S3_BUCKET: 'media',
        S3_ACCESS_KEY_ID: 'AKIAKEY',
        S3_SECRET_ACCESS_KEY: 's3-Secret-2',
        SMTP_URL: 'smtp://u:smtp-Secret-3@mail.x.org',
        BLOB_SIGNING_SECRET: 'blob-Secret-4-0123456789abcdefghijklmnop',
      },
      '/r',
    );
    const text = JSON.stringify(describeConfig(config));
    expect(text).toContain('postgres://pd:***@db/pd');
    for (const secret of ['db-Password-1', 's3-Secret-2', 'smtp-Secret-3', 'blob-Secret-4']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('start-up with a wrong environment', () => {
  it('prints every problem and exits non-zero before opening anything', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { ...process.env, PORT: 'abc', DATABASE_URL: 'mysql://x', S3_REGION: 'eu-west-3' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration (3 problems):');
    expect(result.stderr).toContain('  - PORT: must be an integer from 0 to 65535');
    expect(result.stderr).toContain('  - DATABASE_URL: must start with postgres://');
    expect(result.stderr).toContain('  - S3_BUCKET: is required when other S3 variables are set');
    expect(result.stdout).not.toContain('listening');
  });
});

describe('account settings', () => {
  it('defaults to no Google, first account admin, 5 attempts a minute and no trusted proxy', () => {
    const config = loadConfig({}, '/repo');
    expect(config.auth).toEqual({
      secret: null,
      google: null,
      adminEmails: [],
      attemptLimit: { max: 5, windowSeconds: 60 },
    });
    expect(config.sms).toEqual({ transport: 'outbox', outboxDir: '/repo/data/outbox' });
    expect(config.trustProxy).toBe(false);
  });

  it('reads Google sign-in, admin addresses, attempt limits, SMS gateway and proxies', () => {
    const config = loadConfig(
      {
        GOOGLE_CLIENT_ID: 'client',
        GOOGLE_CLIENT_SECRET: 'secret',
        GOOGLE_DISCOVERY_URL: 'http://127.0.0.1:9000/.well-known/openid-configuration',
        ADMIN_EMAILS: ' Chef@Clinique.fr, @admins.example.org ',
        AUTH_ATTEMPT_LIMIT: '10/300',
        SMS_WEBHOOK_URL: 'https://sms.example.org/send',
        SMS_WEBHOOK_TOKEN: 'token',
        TRUST_PROXY: '1',
      },
      '/repo',
    );
    expect(config.auth.google).toEqual({
      clientId: 'client',
      clientSecret: 'secret',
      discoveryUrl: 'http://127.0.0.1:9000/.well-known/openid-configuration',
    });
    expect(config.auth.adminEmails).toEqual(['chef@clinique.fr', '@admins.example.org']);
    expect(config.auth.attemptLimit).toEqual({ max: 10, windowSeconds: 300 });
    expect(config.sms).toEqual({
      transport: 'webhook',
      url: 'https://sms.example.org/send',
      token: 'token',
    });
    expect(config.trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }, '/repo').trustProxy).toBe('loopback');
    expect(JSON.stringify(describeConfig(config))).not.toContain('token');
  });

  it('refuses half a Google configuration, bad limits and bad admin addresses', () => {
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'client' })[0]).toMatch(/^GOOGLE_CLIENT_SECRET: /);
    expect(problemsOf({ AUTH_ATTEMPT_LIMIT: 'five' })[0]).toMatch(/^AUTH_ATTEMPT_LIMIT: /);
    expect(problemsOf({ AUTH_ATTEMPT_LIMIT: '0/60' })[0]).toMatch(/^AUTH_ATTEMPT_LIMIT: /);
    expect(problemsOf({ ADMIN_EMAILS: 'not an address' })[0]).toMatch(/^ADMIN_EMAILS/);
    expect(problemsOf({ AUTH_SECRET: 'short' })[0]).toMatch(/^AUTH_SECRET: /);
    expect(problemsOf({ SMS_WEBHOOK_TOKEN: 'token' })[0]).toMatch(/^SMS_WEBHOOK_URL: /);
  });
});

describe('Stripe configuration', () => {
  const stripeEnv = {
    STRIPE_SECRET_KEY: 'sk_test_abc123',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    STRIPE_PRICE_ESSENTIEL_MONTHLY: 'price_em',
    STRIPE_PRICE_ESSENTIEL_YEARLY: 'price_ey',
    STRIPE_PRICE_PRO_MONTHLY: 'price_pm',
    STRIPE_PRICE_PRO_YEARLY: 'price_py',
  };

  it('is off by default: an administrator sets the plans', () => {
    expect(loadConfig({}, '/repo').stripe).toBeNull();
  });

  it('takes the key, the webhook secret and the four price ids together', () => {
    expect(loadConfig(stripeEnv, '/repo').stripe).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_abc123',
      prices: {
        essentielMonthly: 'price_em',
        essentielYearly: 'price_ey',
        proMonthly: 'price_pm',
        proYearly: 'price_py',
      },
      apiBase: null,
    });
    const described = JSON.stringify(describeConfig(loadConfig(stripeEnv, '/repo')));
    expect(described).not.toContain('sk_test_abc123');
    expect(described).not.toContain('whsec_abc123');
  });

  it('refuses a partial Stripe set, naming what is missing', () => {
    const { STRIPE_PRICE_PRO_YEARLY: _missing, ...partial } = stripeEnv;
    expect(problemsOf(partial)).toEqual([
      expect.stringMatching(
        /^STRIPE_PRICE_PRO_YEARLY: is required: the STRIPE_ variables go together/,
      ),
    ]);
  });

  it('refuses values that are not Stripe keys or price ids, and an API base alone', () => {
    const problems = problemsOf({
      ...stripeEnv,
      STRIPE_SECRET_KEY: 'pk_live_public',
      STRIPE_PRICE_ESSENTIEL_MONTHLY: 'prod_123',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY: must be a Stripe secret key/),
      expect.stringMatching(/^STRIPE_PRICE_ESSENTIEL_MONTHLY: must be a Stripe price id/),
    ]);
    expect(problemsOf({ STRIPE_API_BASE: 'http://127.0.0.1:12111' })).toEqual([
      'STRIPE_API_BASE: is only used with the STRIPE_ variables',
    ]);
  });
});
