import type { Config } from './types';

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
    emailTransfer: config.emailTransfer,
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
