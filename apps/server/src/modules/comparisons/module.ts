import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { PracticeRepository } from '../settings/practice-repository';
import { ComparisonsRepository } from './repository';
import { comparisonRoutes } from './routes';
import { ComparisonsService } from './service';

/** Saved before/after comparisons (decision 0029). */
export async function registerComparisonsModule(
  app: FastifyInstance,
  { platform, viewers, subscriptions }: ModuleContext,
): Promise<void> {
  const practice = new PracticeRepository(platform.database.db);
  const service = new ComparisonsService(
    new ComparisonsRepository(platform.database.db),
    subscriptions,
    platform.bus,
    async (userId) => (await practice.find(userId))?.name ?? null,
  );
  await app.register(comparisonRoutes, { service, viewers });
}
