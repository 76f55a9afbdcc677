import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config/types';
import { createLogger } from '../../src/platform/logging/logger';
import { openPlatform, type Platform } from '../../src/platform/platform';
import { makeTestConfig, createTempDir } from './test-config';
import { createTestDatabase } from './test-database';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly platform: Platform;
  readonly config: Config;
  /** Closes the app and platform, drops the database and removes DATA_DIR. */
  close(): Promise<void>;
}

/** A fresh app on a fresh database and DATA_DIR, as main.ts builds it, without listening. */
export async function startTestApp(
  options: {
    webDistDir?: string;
    sseHeartbeatMs?: number;
    importNoticeRetryMs?: number;
    env?: Record<string, string>;
  } = {},
): Promise<TestApp> {
  const dataDir = await createTempDir('data');
  const database = await createTestDatabase();
  const config = makeTestConfig({
    dataDir: dataDir.path,
    database: database.config,
    ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}),
    ...(options.env ? { env: options.env } : {}),
  });
  const logger = createLogger('silent');
  const platform = await openPlatform(config, logger);
  const app = await buildApp(config, {
    platform,
    logger,
    ...(options.sseHeartbeatMs ? { sseHeartbeatMs: options.sseHeartbeatMs } : {}),
    ...(options.importNoticeRetryMs ? { importNoticeRetryMs: options.importNoticeRetryMs } : {}),
  });
  let closed = false;
  return {
    app,
    platform,
    config,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await platform.close();
      await database.drop();
      await dataDir.remove();
    },
  };
}
