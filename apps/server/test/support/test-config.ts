import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config';
import type { Config, DatabaseConfig } from '../../src/config/types';

export const TEST_SIGNING_SECRET = 'test-signing-secret-0123456789abcdef';

export interface TempDir {
  readonly path: string;
  remove(): Promise<void>;
}

export async function createTempDir(label: string): Promise<TempDir> {
  const directory = await mkdtemp(path.join(tmpdir(), `pd-${label}-`));
  return { path: directory, remove: () => rm(directory, { recursive: true, force: true }) };
}

/** A valid configuration rooted in a temp DATA_DIR, on the given test database. */
export function makeTestConfig(options: {
  dataDir: string;
  database: DatabaseConfig;
  webDistDir?: string;
  env?: Record<string, string>;
}): Config {
  const config = loadConfig({
    DATA_DIR: options.dataDir,
    WEB_DIST_DIR: options.webDistDir ?? path.join(options.dataDir, 'no-web-build'),
    BLOB_SIGNING_SECRET: TEST_SIGNING_SECRET,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  return { ...config, database: options.database };
}
