import { PORTAL_OPEN_LIMIT } from '@photodossier/domain/patient-portal';
import type { FastifyInstance } from 'fastify';
import { AttemptLimiter } from '../../platform/http/attempt-limiter';
import { ComparisonsRepository } from '../comparisons/repository';
import { consentsService } from '../consents/module';
import { ConsentsRepository } from '../consents/repository';
import type { ModuleContext } from '../module-context';
import { practiceHeaders } from '../settings/practice-service';
import { SharesRepository } from '../shares/repository';
import { PortalRepository } from './repository';
import { portalRoutes } from './routes';
import { PortalService } from './service';

/** The patient portal (Pro, decision 0047). */
export async function registerPortalModule(
  app: FastifyInstance,
  context: ModuleContext,
): Promise<void> {
  const { platform, viewers, journal, subscriptions, config } = context;
  const { db } = platform.database;
  const service = new PortalService({
    portal: new PortalRepository(db),
    shares: new SharesRepository(db),
    comparisons: new ComparisonsRepository(db),
    consents: new ConsentsRepository(db),
    consentsService: consentsService(context),
    blobs: platform.blobs,
    mailer: platform.mailer,
    journal,
    subscriptions,
    limiter: new AttemptLimiter(db, PORTAL_OPEN_LIMIT),
    practiceHeader: practiceHeaders(platform),
  });
  await app.register(portalRoutes, { service, viewers, publicUrl: config.publicUrl });
}
