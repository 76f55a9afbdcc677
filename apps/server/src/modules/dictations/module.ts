import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { SettingsRepository } from '../settings/repository';
import { StorageUsageRepository } from '../storage/usage-repository';
import { UploadLedgerRepository } from '../uploads/ledger-repository';
import { DictationAudioUploads } from './audio-upload';
import { DictationsRepository } from './repository';
import { dictationRoutes } from './routes';
import { DictationsService } from './service';
import { Transcriber } from './transcriber';

/** The recordings' side of the resumable uploads, handed to the uploads module. */
export function createDictationAudioUploads(context: ModuleContext): DictationAudioUploads {
  const { db } = context.platform.database;
  return new DictationAudioUploads({
    db,
    dictations: new DictationsRepository(db),
    usage: new StorageUsageRepository(db),
    ledger: new UploadLedgerRepository(db),
    subscriptions: context.subscriptions,
    settings: new SettingsRepository(db),
    blobs: context.platform.blobs,
    bus: context.platform.bus,
  });
}

/** Medical dictations behind the dictaphone beta (decision 0041). */
export async function registerDictationsModule(
  app: FastifyInstance,
  { platform, viewers, config, journal }: ModuleContext,
): Promise<void> {
  const { db } = platform.database;
  const service = new DictationsService({
    db,
    dictations: new DictationsRepository(db),
    usage: new StorageUsageRepository(db),
    blobs: platform.blobs,
    bus: platform.bus,
    transcriber: new Transcriber(config.sttUrl),
    journal,
  });
  await app.register(dictationRoutes, { service, viewers });
}
