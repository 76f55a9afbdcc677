import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { journalRoutes } from './routes';

/**
 * The access journal's reading routes. The journal itself is built once for the app and handed
 * to every module through the context, since the services of other modules write to it.
 */
export async function registerJournalModule(
  app: FastifyInstance,
  { journal, viewers }: ModuleContext,
): Promise<void> {
  await app.register(journalRoutes, { journal, viewers });
}
