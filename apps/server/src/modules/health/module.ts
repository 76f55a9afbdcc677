import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { healthRoutes } from './routes';
import { HealthService } from './service';

/** GET /api/health: this node, its database and its blob store (public). */
export async function registerHealthModule(
  app: FastifyInstance,
  { platform, logger }: ModuleContext,
): Promise<void> {
  await app.register(healthRoutes, {
    service: new HealthService(platform.database, platform.blobs, platform.nodeId, logger),
  });
}
