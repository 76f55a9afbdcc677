import { SHARE_OPEN_LIMIT, SHARE_PASSWORD_LIMIT } from '@photodossier/domain/share';
import type { FastifyInstance } from 'fastify';
import { AttemptLimiter } from '../../platform/http/attempt-limiter';
import { ComparisonsRepository } from '../comparisons/repository';
import type { ModuleContext } from '../module-context';
import { SharesRepository } from './repository';
import { shareRoutes } from './routes';
import { SharesService } from './service';

/** Shared links (decision 0030): comparisons and photo sets today, the drive and portal later. */
export async function registerSharesModule(
  app: FastifyInstance,
  { platform, viewers, journal }: ModuleContext,
): Promise<void> {
  const { db } = platform.database;
  const service = new SharesService(
    new SharesRepository(db),
    new ComparisonsRepository(db),
    platform.blobs,
    {
      open: new AttemptLimiter(db, SHARE_OPEN_LIMIT),
      password: new AttemptLimiter(db, SHARE_PASSWORD_LIMIT),
    },
    platform.bus,
    undefined,
    journal,
  );
  await app.register(shareRoutes, { service, viewers });
}
