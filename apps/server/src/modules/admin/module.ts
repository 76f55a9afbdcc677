import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/types';
import type { ModuleContext } from '../module-context';
import { SettingsRepository } from '../settings/repository';
import { OutboxReader } from './outbox-reader';
import { AdminRepository } from './repository';
import { adminRoutes } from './routes';
import { AdminService } from './service';

// Mails and SMS share the outbox folder of DATA_DIR when either is not really sent.
function outboxReader(config: Config): OutboxReader | null {
  if (config.mail.transport === 'outbox') return new OutboxReader(config.mail.outboxDir);
  if (config.sms.transport === 'outbox') return new OutboxReader(config.sms.outboxDir);
  return null;
}

/** The admin page's users, plans, beta features and outbox: wires repository -> service -> routes. */
export async function registerAdminModule(
  app: FastifyInstance,
  { config, platform, viewers, subscriptions }: ModuleContext,
): Promise<void> {
  const { db } = platform.database;
  await app.register(adminRoutes, {
    viewers,
    service: new AdminService(
      new AdminRepository(db),
      new SettingsRepository(db),
      platform.bus,
      outboxReader(config),
      subscriptions,
    ),
  });
}
