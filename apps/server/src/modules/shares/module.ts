import { SHARE_OPEN_LIMIT, SHARE_PASSWORD_LIMIT } from '@photodossier/domain/share';
import type { FastifyInstance } from 'fastify';
import { AttemptLimiter } from '../../platform/http/attempt-limiter';
import { ComparisonsRepository } from '../comparisons/repository';
import { DriveRepository } from '../drive/repository';
import type { ModuleContext } from '../module-context';
import { SharesRepository } from './repository';
import { shareRoutes } from './routes';
import { SharesService } from './service';

/** Shared links (decisions 0030, 0040): comparisons, photo sets and drive items. */
export async function registerSharesModule(
  app: FastifyInstance,
  { platform, viewers, journal, notifications }: ModuleContext,
): Promise<void> {
  const { db } = platform.database;
  const service = new SharesService(
    new SharesRepository(db),
    new ComparisonsRepository(db),
    new DriveRepository(db),
    platform.blobs,
    {
      open: new AttemptLimiter(db, SHARE_OPEN_LIMIT),
      password: new AttemptLimiter(db, SHARE_PASSWORD_LIMIT),
    },
    platform.bus,
    undefined,
    journal,
    notifications,
  );
  await app.register(shareRoutes, { service, viewers });
}
