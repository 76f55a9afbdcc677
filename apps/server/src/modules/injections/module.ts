import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { InjectionsRepository } from './repository';
import { injectionRoutes } from './routes';
import { InjectionsService } from './service';

/** Injection mapping and botox tracking (Pro only). Wires repository -> service -> routes. */
export async function registerInjectionsModule(
  app: FastifyInstance,
  { platform, viewers }: ModuleContext,
): Promise<void> {
  const service = new InjectionsService(
    new InjectionsRepository(platform.database.db),
    platform.bus,
  );
  await app.register(injectionRoutes, { service, viewers });
}
