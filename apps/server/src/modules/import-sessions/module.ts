import { MS_PER_HOUR } from '@photodossier/domain/time-units';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { ImportSessionsRepository } from './repository';
import { importSessionRoutes } from './routes';
import { ImportSessionsService } from './service';

const CLEANUP_INTERVAL_MS = MS_PER_HOUR;

/** Stateless: the uploads' link and the routes may each hold one. */
export function createImportSessionsService({
  platform,
  logger,
  notifications,
}: Pick<ModuleContext, 'platform' | 'logger' | 'notifications'>): ImportSessionsService {
  return new ImportSessionsService(
    new ImportSessionsRepository(platform.database.db, platform.database.dialect),
    platform.bus,
    logger,
    notifications,
  );
}

/**
 * Import sessions (spec 02 §4.5, decision 0020). Wires repository -> service -> routes, and
 * deletes expired abandoned sessions at start and then every hour; on several nodes each does,
 * and the deletes are idempotent.
 */
export async function registerImportSessionsModule(
  app: FastifyInstance,
  context: ModuleContext,
): Promise<void> {
  const service = createImportSessionsService(context);
  let running: Promise<unknown> = Promise.resolve();
  const cleanUp = () => {
    running = service.deleteExpiredAbandoned().catch((error: unknown) => {
      context.logger.warn({ err: error }, 'abandoned import sessions not cleaned up');
    });
  };
  cleanUp();
  const timer = setInterval(cleanUp, CLEANUP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    // The platform's database closes after the app: let a sweep under way end first.
    await running;
  });
  await app.register(importSessionRoutes, { service, viewers: context.viewers });
}
