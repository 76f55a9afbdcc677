import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import {
  DICTATION_AUDIO_MAX_BYTES,
  DICTATION_UPLOAD_TARGET,
  dictationUploadMetadataSchema,
  type DictationAudioType,
  type DictationRecord,
} from '@photodossier/domain/dictation';
import { DICTATIONS_CHANGED_TOPIC, STORAGE_CHANGED_TOPIC } from '@photodossier/domain/live-events';
import { checkQuota, quotaBytesForPlan } from '@photodossier/domain/quota';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Viewer } from '../../platform/auth/viewer';
import type { BlobStore } from '../../platform/blobs/blob-store';
import { newId, nowMs } from '../../platform/db/portable';
import type { Database } from '../../platform/db/schema';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/problem';
import { durationFromPackets } from '../../platform/media/ffprobe';
import type { SubscriptionReader } from '../billing/subscription';
import type { SettingsRepository } from '../settings/repository';
import type { StorageUsageRepository } from '../storage/usage-repository';
import type { LedgerRow, UploadLedgerRepository } from '../uploads/ledger-repository';
import { quotaError } from '../uploads/upload-errors';
import { parseUploadMetadata } from '../uploads/upload-metadata';
import type { StagedUpload, UploadTarget } from '../uploads/upload-target';
import { toDictationRecord } from './record';
import { DictationsRepository } from './repository';

const ROOT = 'dictations/';

export const AUDIO_EXTENSIONS: Record<DictationAudioType, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
};

/** Where a user's recordings live; removed with the account (userStoragePrefixes). */
export function dictationFolder(userId: string): string {
  return `${ROOT}${userId}/`;
}

/** The container named by the first bytes, whatever the browser said. */
export function sniffAudio(head: Buffer): DictationAudioType | null {
  if (head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return 'audio/webm';
  if (head.subarray(0, 4).toString('latin1') === 'OggS') return 'audio/ogg';
  if (head.subarray(4, 8).toString('latin1') === 'ftyp') return 'audio/mp4';
  return null;
}

async function headOf(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const tooLarge = () =>
  new AppError('upload.file_too_large', 413, {
    params: { max: DICTATION_AUDIO_MAX_BYTES / 1024 / 1024 },
  });
const notFound = () => new AppError('request.not_found', 404);

const stagedSchema = dictationUploadMetadataSchema.extend({ user_id: z.string().min(1) });

class AlreadyRecorded extends Error {}
class QuotaRefused extends Error {}

export interface DictationAudioUploadsDeps {
  readonly db: Kysely<Database>;
  readonly dictations: DictationsRepository;
  readonly usage: StorageUsageRepository;
  readonly ledger: UploadLedgerRepository;
  readonly subscriptions: SubscriptionReader;
  readonly settings: SettingsRepository;
  readonly blobs: BlobStore;
  readonly bus: EventBus;
}

/**
 * A dictation's recording through the resumable uploads (tus, `target=dictation`): admitted for
 * an existing dictation of a user with the dictaphone switch on, checked at the finish by its
 * first bytes (WebM, Ogg, MP4) and by ffprobe finding audio packets (their span is the stored
 * duration), recorded exactly once like a photo (decision 0024): the storage key is fixed in
 * the ledger before the file is written, and the ledger row turns finished in the transaction
 * that points the dictation at it and counts its bytes.
 */
export class DictationAudioUploads implements UploadTarget<DictationRecord> {
  constructor(private readonly deps: DictationAudioUploadsDeps) {}

  accepts(metadata: Readonly<Record<string, string | null>> | undefined): boolean {
    return metadata?.target === DICTATION_UPLOAD_TARGET;
  }

  holds(storagePath: string): boolean {
    return storagePath.startsWith(ROOT);
  }

  async admit(
    viewer: Viewer,
    size: number,
    raw: Record<string, string>,
  ): Promise<Record<string, string>> {
    const metadata = parseUploadMetadata(dictationUploadMetadataSchema, raw);
    // The upload routes are not the module's: the beta gate is asked here.
    if (!(await this.deps.settings.findBetaFeatures(viewer.userId)).dictaphone) {
      throw new AppError('beta.feature_disabled', 403, { params: { feature: 'dictaphone' } });
    }
    if (!(await this.deps.dictations.find(viewer.userId, metadata.dictation_id))) {
      throw notFound();
    }
    if (size === 0) throw new AppError('upload.invalid_or_empty_file', 400);
    if (size > DICTATION_AUDIO_MAX_BYTES) throw tooLarge();
    const { planId } = await this.deps.subscriptions.current(viewer.userId);
    const usedBytes = await this.deps.usage.usedBytes(viewer.userId);
    const check = checkQuota({ planId, usedBytes, incomingBytes: size });
    if (!check.allowed) throw quotaError(check);
    return { ...metadata, user_id: viewer.userId };
  }

  async finish(upload: StagedUpload): Promise<DictationRecord> {
    const metadata = stagedSchema.parse(upload.metadata ?? {});
    const userId = metadata.user_id;
    const recorded = await this.#recorded(upload.id);
    if (recorded) return recorded;
    if (upload.size > DICTATION_AUDIO_MAX_BYTES) throw tooLarge();
    const type = sniffAudio(await headOf(upload.path));
    const seconds = type ? await durationFromPackets(upload.path, 'audio') : null;
    if (!type || seconds === null) throw new AppError('upload.unsupported_type', 415);
    if (!(await this.deps.dictations.find(userId, metadata.dictation_id))) throw notFound();

    const now = nowMs();
    // A new id, not the millisecond: two recordings of one dictation finished at once would
    // share a file, and the later one's replacement would delete the file the row points at.
    const proposed = `${dictationFolder(userId)}${metadata.dictation_id}-${newId()}.${AUDIO_EXTENSIONS[type]}`;
    const claimed = await this.deps.ledger.claim(
      { id: upload.id, userId, size: upload.size },
      { photoId: metadata.dictation_id, storagePath: proposed },
      now,
    );
    const key = claimed.storage_path ?? proposed;
    let previousKey: string | null;
    try {
      await this.deps.blobs.put(key, createReadStream(upload.path), {
        contentType: type,
        contentLength: upload.size,
      });
      previousKey = await this.#record(upload.id, userId, metadata.dictation_id, {
        key,
        type,
        size: upload.size,
        durationMs: Math.round(seconds * 1000),
        now,
      });
    } catch (error) {
      if (error instanceof AlreadyRecorded) {
        const existing = await this.#recorded(upload.id);
        if (existing) return existing;
      }
      if ((await this.deps.ledger.find(upload.id))?.state !== 'finished') {
        await this.deps.blobs.delete(key).catch(() => undefined);
      }
      throw error;
    }
    if (previousKey && previousKey !== key) await this.deps.blobs.delete(previousKey);
    await this.deps.bus.publish({
      topic: DICTATIONS_CHANGED_TOPIC,
      ids: [metadata.dictation_id],
      userId,
    });
    await this.deps.bus.publish({ topic: STORAGE_CHANGED_TOPIC, ids: [userId], userId });
    const row = await this.deps.dictations.find(userId, metadata.dictation_id);
    if (!row) throw notFound();
    return toDictationRecord(row);
  }

  async recordOf(row: LedgerRow): Promise<DictationRecord | null> {
    if (!row.photo_id) return null;
    const dictation = await this.deps.dictations.find(row.user_id, row.photo_id);
    return dictation ? toDictationRecord(dictation) : null;
  }

  async #recorded(uploadId: string): Promise<DictationRecord | null> {
    const row = await this.deps.ledger.find(uploadId);
    return row?.state === 'finished' ? this.recordOf(row) : null;
  }

  /**
   * One transaction: the ledger row finished, the dictation pointed at the new file, and the
   * quota moved by the difference with the recording it replaces. The replaced file's key.
   */
  async #record(
    uploadId: string,
    userId: string,
    dictationId: string,
    audio: { key: string; type: DictationAudioType; size: number; durationMs: number; now: number },
  ): Promise<string | null> {
    const { db, usage, ledger } = this.deps;
    const { planId } = await this.deps.subscriptions.current(userId);
    let growth = audio.size;
    try {
      return await db.transaction().execute(async (trx) => {
        if (!(await ledger.markFinished(uploadId, audio.now, trx))) throw new AlreadyRecorded();
        const dictations = new DictationsRepository(trx);
        if (!(await dictations.take(userId, dictationId))) throw notFound();
        const existing = await dictations.find(userId, dictationId);
        if (!existing) throw notFound();
        growth = audio.size - Number(existing.audio_size);
        if (growth > 0) {
          const quota = quotaBytesForPlan(planId);
          if (!(await usage.reserve(userId, growth, quota, audio.now, trx))) {
            throw new QuotaRefused();
          }
        } else if (growth < 0) {
          await usage.release(userId, -growth, audio.now, trx);
        }
        await dictations.update(userId, dictationId, {
          audio_key: audio.key,
          audio_type: audio.type,
          audio_size: audio.size,
          duration_ms: audio.durationMs,
          updated_at: audio.now,
        });
        return existing.audio_key;
      });
    } catch (error) {
      if (!(error instanceof QuotaRefused)) throw error;
      const usedBytes = await usage.usedBytes(userId);
      throw quotaError(checkQuota({ planId, usedBytes, incomingBytes: growth }));
    }
  }
}
