import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnvironment } from './config/environment';
import {
  authConfig,
  blobStoreConfig,
  emailTransferConfig,
  mailConfig,
  resolveFromRepo,
  smsConfig,
  stripeConfig,
  trustProxySetting,
} from './config/sections';
import type { Config } from './config/types';

// Reading the configuration: the environment is checked (config/environment.ts), then turned into
// the sections of Config (config/sections.ts). The types are in config/types.ts, what may be
// logged in config/redaction.ts.

/**
 * npm workspace scripts run with the workspace folder as cwd, so a cwd-relative DATA_DIR would
 * land in apps/server/data when started from the repo root. Relative paths are therefore
 * resolved against the repository root, whatever the cwd. Kept in this file, at the depth of
 * src/: the bundle of `npm run build` puts its code at the same depth (dist/).
 */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Reads and validates the environment; throws ConfigError listing every wrong variable. */
export function loadConfig(
  source: Readonly<Record<string, string | undefined>>,
  repoRoot: string = REPO_ROOT,
): Config {
  const env = parseEnvironment(source);
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
    emailTransfer: emailTransferConfig(env),
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
