import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { practiceRoutes } from './practice-routes';
import { PracticeService } from './practice-service';
import { SettingsRepository } from './repository';
import { settingsRoutes } from './routes';
import { SettingsService } from './service';

/** The settings document, the organization and communication settings. */
export async function registerSettingsModule(
  app: FastifyInstance,
  { platform, viewers }: ModuleContext,
): Promise<void> {
  await app.register(settingsRoutes, {
    viewers,
    service: new SettingsService(new SettingsRepository(platform.database.db), platform.bus),
  });
  await app.register(practiceRoutes, {
    viewers,
    service: new PracticeService(platform.database.db, platform.blobs),
  });
}
