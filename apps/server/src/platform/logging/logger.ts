import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../../config/types';

/**
 * Every place a secret could travel through a log line. Config objects are never logged whole
 * (describeConfig is), these paths are the safety net for what slips through anyway.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  '*.*.password',
  'secret',
  '*.secret',
  'secretAccessKey',
  '*.secretAccessKey',
  '*.*.secretAccessKey',
  'blobSigningSecret',
  '*.blobSigningSecret',
  'databaseUrl',
  '*.databaseUrl',
  'connectionString',
  '*.connectionString',
  'DATABASE_URL',
  '*.DATABASE_URL',
  'S3_SECRET_ACCESS_KEY',
  '*.S3_SECRET_ACCESS_KEY',
  'SMTP_URL',
  '*.SMTP_URL',
  'SMTP_PASSWORD',
  '*.SMTP_PASSWORD',
  'BLOB_SIGNING_SECRET',
  '*.BLOB_SIGNING_SECRET',
];

// Whoever holds these can open what they point to: a signed blob URL until it expires, a public
// link's token (a share, a drive share, the patient portal) until it is revoked. A password can
// reach an address too, when a form is sent by the browser itself. Request logs keep the route
// without them.
const SECRET_QUERY_VALUES = /([?&](?:signature|password)=)[^&#]*/g;
const PUBLIC_TOKEN_PATHS =
  /^(\/(?:api\/v1\/)?(?:shared|drive-shared|patient-portal|portal)\/)[^/?#]+/;

function withoutSecrets(url: string | undefined): string | undefined {
  return url?.replace(PUBLIC_TOKEN_PATHS, '$1***').replace(SECRET_QUERY_VALUES, '$1***');
}

function requestSerializer(request: {
  method?: string;
  url?: string;
  id?: string;
  ip?: string;
}): Record<string, unknown> {
  return {
    id: request.id,
    method: request.method,
    url: withoutSecrets(request.url),
    ip: request.ip,
  };
}

function prettyStreamIfInteractive(): DestinationStream | undefined {
  if (!process.stdout.isTTY) return undefined;
  try {
    // pino-pretty is a dev dependency: a production install without it logs JSON.
    const pretty = createRequire(import.meta.url)('pino-pretty') as (
      options: object,
    ) => DestinationStream;
    return pretty({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
  } catch {
    return undefined;
  }
}

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: REDACTED_PATHS, censor: '***' },
    serializers: { req: requestSerializer },
  };
  const stream = destination ?? prettyStreamIfInteractive();
  return stream ? pino(options, stream) : pino(options);
}
