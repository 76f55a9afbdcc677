import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { practiceHeaderOf } from '../settings/practice-service';
import { StorageUsageRepository } from '../storage/usage-repository';
import { ConsentsRepository } from './repository';
import { consentRoutes } from './routes';
import { ConsentsService } from './service';

/** The consents service as the consent routes and the patient portal share it. */
export function consentsService({ platform, subscriptions, journal }: ModuleContext) {
  const { db } = platform.database;
  return new ConsentsService({
    db,
    consents: new ConsentsRepository(db),
    usage: new StorageUsageRepository(db),
    subscriptions,
    blobs: platform.blobs,
    bus: platform.bus,
    mailer: platform.mailer,
    journal,
    practiceHeader: practiceHeaderOf(platform),
  });
}

/** Signed consent documents (Pro, decision 0047). */
export async function registerConsentsModule(
  app: FastifyInstance,
  context: ModuleContext,
): Promise<void> {
  await app.register(consentRoutes, {
    service: consentsService(context),
    viewers: context.viewers,
  });
}
