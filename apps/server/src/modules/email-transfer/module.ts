import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { SettingsRepository } from '../settings/repository';
import { SettingsService } from '../settings/service';
import { practiceHeaders } from '../settings/practice-service';
import { EmailTransferRepository } from './repository';
import { emailTransferRoutes } from './routes';
import { EmailTransferService } from './service';

/** E-mail transfer of photos (decision 0044): repository -> service -> routes. */
export async function registerEmailTransferModule(
  app: FastifyInstance,
  { config, platform, viewers, journal }: ModuleContext,
): Promise<void> {
  const { db } = platform.database;
  const service = new EmailTransferService(
    new EmailTransferRepository(db),
    new SettingsService(new SettingsRepository(db), platform.bus),
    platform.blobs,
    platform.mailer,
    {
      ...config.emailTransfer,
      publicUrl: config.publicUrl,
      journal,
      practiceHeader: practiceHeaders(platform),
    },
  );
  await app.register(emailTransferRoutes, { service, viewers });
}
