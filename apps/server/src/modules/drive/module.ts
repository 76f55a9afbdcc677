import type { FastifyInstance } from 'fastify';
import { faultPoints } from '../../platform/faults/fault-points';
import type { ModuleContext } from '../module-context';
import { StorageUsageRepository } from '../storage/usage-repository';
import { UploadLedgerRepository } from '../uploads/ledger-repository';
import { DriveRepository } from './repository';
import { driveRoutes } from './routes';
import { DriveService } from './service';
import { DriveSweep } from './sweep';

/** The drive's service, also handed to the uploads module for drive uploads. */
export function createDriveService(context: ModuleContext): DriveService {
  const { db } = context.platform.database;
  return new DriveService({
    db,
    drive: new DriveRepository(db),
    usage: new StorageUsageRepository(db),
    ledger: new UploadLedgerRepository(db),
    blobs: context.platform.blobs,
    bus: context.platform.bus,
    subscriptions: context.subscriptions,
    logger: context.logger,
  });
}

/** The drive (decision 0040): folders, files, and the sweep of deleted trees. */
export async function registerDriveModule(
  app: FastifyInstance,
  context: ModuleContext,
): Promise<void> {
  const sweep = new DriveSweep(
    new DriveRepository(context.platform.database.db),
    context.platform.blobs,
    context.logger,
    faultPoints(context.config.testFaultPoint),
  );
  // A deletion the server died sweeping goes on at start-up.
  sweep.kick();
  await app.register(driveRoutes, {
    service: createDriveService(context),
    sweep,
    viewers: context.viewers,
  });
}
