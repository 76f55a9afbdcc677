import type { AddressInfo } from 'node:net';
import { NODE_STARTED_TOPIC } from '@photodossier/domain/live-events';
import { loadConfig } from './config';
import { ConfigError } from './config/environment';
import { describeConfig } from './config/redaction';
import type { Config } from './config/types';
import { createLogger } from './platform/logging/logger';

const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception');
    process.exit(1);
  });
  process.on('unhandledRejection', (reason) => {
    logger.fatal({ err: reason }, 'unhandled promise rejection');
    process.exit(1);
  });
  logger.info({ config: describeConfig(config) }, 'starting PhotoDossier');

  // Loaded after the configuration is validated, so a wrong variable is reported at once
  // instead of after the whole server (better-auth, AWS SDK…) has been loaded.
  const { openPlatform } = await import('./platform/platform');
  const { buildApp } = await import('./app');
  const platform = await openPlatform(config, logger);
  const app = await buildApp(config, { platform, logger });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // Order: stop accepting and end event streams (app), then bus, blobs and database.
    app
      .close()
      .then(() => platform.close())
      .then(
        () => {
          logger.info('stopped');
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  process.stdout.write(`PhotoDossier listening on http://${host}:${address.port}\n`);

  await platform.bus.publish({ topic: NODE_STARTED_TOPIC, ids: [platform.nodeId], userId: null });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `PhotoDossier could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  if (error instanceof Error && error.cause instanceof Error) {
    process.stderr.write(`  cause: ${error.cause.message}\n`);
  }
  process.exit(1);
});
