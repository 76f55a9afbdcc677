import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { StorageUsageRepository } from '../storage/usage-repository';
import { DictationsRepository } from './repository';
import { dictationRoutes } from './routes';
import { DictationsService } from './service';
import { Transcriber } from './transcriber';

/** Medical dictations behind the dictaphone beta (decision 0041). */
export async function registerDictationsModule(
  app: FastifyInstance,
  { platform, viewers, subscriptions, config }: ModuleContext,
): Promise<void> {
  const { db } = platform.database;
  const service = new DictationsService({
    db,
    dictations: new DictationsRepository(db),
    usage: new StorageUsageRepository(db),
    subscriptions,
    blobs: platform.blobs,
    bus: platform.bus,
    transcriber: new Transcriber(config.sttUrl),
  });
  await app.register(dictationRoutes, { service, viewers });
}
