import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/types';
import { authRoutes } from '../../platform/auth/auth-routes';
import { AttemptLimiter } from '../../platform/http/attempt-limiter';
import { OutboxEraser } from '../../platform/outbox/outbox-eraser';
import type { ModuleContext } from '../module-context';
import { SettingsRepository } from '../settings/repository';
import { AccountRepository } from './repository';
import { accountRoutes } from './routes';
import { AccountService } from './service';

// Every outbox folder where mails or SMS are kept instead of sent, for account deletion.
function outboxEraser(config: Config): OutboxEraser | null {
  const directories = [
    ...(config.mail.transport === 'outbox' ? [config.mail.outboxDir] : []),
    ...(config.sms.transport === 'outbox' ? [config.sms.outboxDir] : []),
  ];
  return directories.length > 0 ? new OutboxEraser(directories) : null;
}

/**
 * Sign-in and the account: better-auth's routes (sign-up, sign-in, second factors) and the
 * account's own (session, password, deletion). Wires repository -> service -> routes.
 */
export async function registerAccountModule(
  app: FastifyInstance,
  { config, platform, viewers, subscriptions, logger }: ModuleContext,
): Promise<void> {
  const { db } = platform.database;
  await app.register(authRoutes, { auth: platform.auth, db, mailer: platform.mailer });
  await app.register(accountRoutes, {
    viewers,
    googleEnabled: config.auth.google !== null,
    service: new AccountService(
      platform.auth,
      new AccountRepository(db),
      new SettingsRepository(db),
      platform.blobs,
      new AttemptLimiter(db, config.auth.attemptLimit),
      subscriptions,
      logger,
      outboxEraser(config),
    ),
  });
}
