import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { SettingsRepository } from './repository';
import { settingsRoutes } from './routes';
import { SettingsService } from './service';

/** The user's settings document: wires repository -> service -> routes. */
export async function registerSettingsModule(
  app: FastifyInstance,
  { platform, viewers }: ModuleContext,
): Promise<void> {
  await app.register(settingsRoutes, {
    viewers,
    service: new SettingsService(new SettingsRepository(platform.database.db), platform.bus),
  });
}
