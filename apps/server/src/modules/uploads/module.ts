import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MediaRepository } from '../media/repository';
import { createImportSessionsService } from '../import-sessions/module';
import { createDictationAudioUploads } from '../dictations/module';
import { createDriveService } from '../drive/module';
import type { ModuleContext } from '../module-context';
import { PatientsRepository } from '../patients/repository';
import { StorageUsageRepository } from '../storage/usage-repository';
import { TagsRepository } from '../tags/repository';
import { UploadsRepository } from './repository';
import { uploadsRoutes } from './routes';
import { UploadsService } from './service';
import { UploadLedgerRepository } from './ledger-repository';
import { OrphanBlobSweep } from './orphan-sweep';
import { DriveRepository } from '../drive/repository';
import { TusUploads, UPLOAD_EXPIRATION_MS } from './tus-uploads';
import { faultPoints } from '../../platform/faults/fault-points';
import { BlobStagingStore } from './blob-staging-store';
import { diskStaging, type UploadStaging } from './upload-staging';

const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

/** Where this node stages unfinished tus uploads on disk (decision 0014), or assembles them. */
export function uploadStagingDir(dataDir: string): string {
  return path.join(dataDir, 'upload-staging');
}

/**
 * One server stages on its own disk; servers sharing an S3 bucket stage there, so that any of
 * them can continue an upload that another began (decision 0061).
 */
function uploadStaging(context: ModuleContext): UploadStaging {
  const directory = uploadStagingDir(context.config.dataDir);
  const { blobs } = context.platform;
  if (blobs.driver === 's3') return new BlobStagingStore(blobs, directory, UPLOAD_EXPIRATION_MS);
  return diskStaging(directory, UPLOAD_EXPIRATION_MS, {
    haltHalfway: context.config.testFaultPoint === 'upload.body',
    point: faultPoints(context.config.testFaultPoint),
  });
}

/** Resumable uploads (tus) and the processing that turns a finished upload into a photo. Wires repository -> service -> routes. */
export async function registerUploadsModule(
  app: FastifyInstance,
  context: ModuleContext,
): Promise<void> {
  const { db } = context.platform.database;
  const uploads = new UploadsRepository(db);
  const ledger = new UploadLedgerRepository(db);
  const service = new UploadsService({
    db,
    media: new MediaRepository(db),
    patients: new PatientsRepository(db),
    usage: new StorageUsageRepository(db),
    tags: new TagsRepository(db),
    uploads,
    ledger,
    blobs: context.platform.blobs,
    bus: context.platform.bus,
    logger: context.logger,
    subscriptions: context.subscriptions,
    sessions: createImportSessionsService(context),
    targets: [createDriveService(context), createDictationAudioUploads(context)],
    fault: faultPoints(context.config.testFaultPoint),
    uploadLifetimeMs: UPLOAD_EXPIRATION_MS,
  });
  const tus = new TusUploads(uploadStaging(context), service, context.logger);
  const sweep = new OrphanBlobSweep(
    context.platform.blobs,
    uploads,
    ledger,
    new DriveRepository(context.platform.database.db),
    context.logger,
  );
  const maintain = async () => {
    try {
      await tus.cleanUpExpired();
      const recorded = await tus.recover();
      const forgotten = await ledger.forgetOlderThan(Date.now() - UPLOAD_EXPIRATION_MS);
      const deleted = await sweep.run();
      context.logger.info({ recorded, forgotten, deleted }, 'upload maintenance done');
    } catch (error) {
      context.logger.warn({ err: error }, 'upload maintenance failed');
    }
  };
  // At start-up: uploads the server died finishing are recorded, what it left behind swept.
  void maintain();
  const timer = setInterval(() => void maintain(), MAINTENANCE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  await app.register(uploadsRoutes, { service, tus, viewers: context.viewers });
}
