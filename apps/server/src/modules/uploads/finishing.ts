import { createReadStream } from 'node:fs';
import type { PhotoRecord } from '@photodossier/domain/media-record';
import {
  PATIENTS_CHANGED_TOPIC,
  PHOTOS_CHANGED_TOPIC,
  STORAGE_CHANGED_TOPIC,
  TAGS_CHANGED_TOPIC,
} from '@photodossier/domain/live-events';
import { checkQuota, quotaBytesForPlan } from '@photodossier/domain/quota';
import { validateUpload } from '@photodossier/domain/upload-validation';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { BlobStore } from '../../platform/blobs/blob-store';
import { newId, nowMs, toJsonText } from '../../platform/db/portable';
import type { Database } from '../../platform/db/schema';
import type { EventBus } from '../../platform/events/event-bus';
import type { FaultPoint } from '../../platform/faults/fault-points';
import type { SubscriptionReader } from '../billing/subscription';
import type { UploadSessionLink } from '../import-sessions/upload-link';
import { toPhotoRecord } from '../media/photo-record';
import type { MediaRepository, PhotoRow } from '../media/repository';
import type { PatientsRepository } from '../patients/repository';
import type { StorageUsageRepository } from '../storage/usage-repository';
import { TagsRepository } from '../tags/repository';
import type { UploadLedgerRepository } from './ledger-repository';
import { publishAfterCommit } from './live-notices';
import { describeImage, describeVideo } from './media-facts';
import { sniffMediaFile } from './media-sniffing';
import { photoRow } from './photo-row';
import { newPhotoStorageKeys, photoStorageKeysOf, type PhotoStorageKeys } from './storage-keys';
import { bothSettled, StoredFiles } from './stored-files';
import { assertValid, assertWithinQuota, notFound, quotaError, uploadError } from './upload-errors';
import { stagedMetadataSchema, tagNamesOf } from './upload-metadata';
import type { StagedUpload } from './upload-target';

export type { StagedUpload } from './upload-target';

export interface UploadFinishingDeps {
  readonly db: Kysely<Database>;
  readonly media: MediaRepository;
  readonly patients: PatientsRepository;
  readonly usage: StorageUsageRepository;
  readonly ledger: UploadLedgerRepository;
  readonly blobs: BlobStore;
  readonly bus: EventBus;
  readonly logger: Logger;
  readonly subscriptions: SubscriptionReader;
  /** A finished upload of an import session marks its photo uploaded there. */
  readonly sessions: UploadSessionLink;
  /** The clock of EXIF dates without an offset when the browser names none. */
  readonly defaultTimeZone: string;
  /** Tests only: where a crash test halts the server (decision 0024). */
  readonly fault: FaultPoint;
}

class QuotaRefused extends Error {}
/** Another attempt at the same upload recorded it first: its record is the answer. */
class AlreadyRecorded extends Error {}

/**
 * After the last byte: trusts only the file itself (magic bytes, decoders), stores it with its
 * thumbnail and preview in the blob store, and records the photo with the quota reserved in
 * the same transaction as the row.
 */
export class UploadFinishing {
  constructor(private readonly deps: UploadFinishingDeps) {}

  /**
   * Records a complete upload, exactly once however often it is called and wherever an earlier
   * attempt died: the photo id and storage key are fixed in the ledger before any file is
   * written, and the ledger row turns `finished` in the transaction that inserts the photo.
   * The staged file is left for the caller to delete. On a refusal nothing of this attempt
   * remains: no blob, no row, no reserved byte.
   */
  async finish(upload: StagedUpload): Promise<PhotoRecord> {
    const metadata = stagedMetadataSchema.parse(upload.metadata ?? {});
    const userId = metadata.user_id;
    const recorded = await this.recorded(upload.id);
    if (recorded) return recorded;
    const type = await sniffMediaFile(upload.path);
    if (!type) throw uploadError('upload.unsupported_type');
    const check = validateUpload({ size: upload.size, type });
    assertValid(check);
    const original = metadata.original_photo_id
      ? await this.#variantOriginal(userId, metadata.original_photo_id)
      : null;
    // A variant is filed beside its original, whatever the browser said.
    const patientId = original ? original.patient_id : metadata.patient_id || null;
    if (!original && patientId && !(await this.deps.patients.findActive(userId, patientId))) {
      throw notFound();
    }
    await assertWithinQuota(this.deps.subscriptions, this.deps.usage, userId, upload.size);

    const now = nowMs();
    const claimed = await this.deps.ledger.claim(
      { id: upload.id, userId, size: upload.size },
      { photoId: newId(), storagePath: newPhotoStorageKeys(userId, patientId, type, now).original },
      now,
    );
    const keys: PhotoStorageKeys = photoStorageKeysOf(claimed.storage_path ?? '');
    const photoId = claimed.photo_id ?? newId();
    const files = new StoredFiles(this.deps.blobs, this.deps.logger);
    const tagNames = tagNamesOf(metadata) ?? [];
    let row: PhotoRow;
    let tagsAdded: boolean;
    try {
      // The original travels to the blob store while the decoders read the staged copy.
      const [facts] = await bothSettled(
        check.mediaType === 'video'
          ? describeVideo(upload.path, metadata)
          : describeImage(upload.path, metadata, this.deps.defaultTimeZone),
        files.put(keys.original, createReadStream(upload.path), type, upload.size),
      );
      await this.deps.fault('upload.processing', upload.id);
      row = {
        ...photoRow({ upload, metadata, type, mediaType: check.mediaType, keys, facts, now }),
        id: photoId,
        ...(original
          ? {
              patient_id: original.patient_id,
              // Sorted beside its original in every list, not at the day it was made.
              date_prise: original.date_prise,
              zone_traitee: original.zone_traitee,
            }
          : {}),
      };
      if (facts.derivatives.thumbnail) {
        await files.putBuffer(keys.thumbnail, facts.derivatives.thumbnail, 'image/jpeg');
      }
      if (facts.derivatives.preview) {
        await files.putBuffer(keys.preview, facts.derivatives.preview, 'image/webp');
      }
      ({ row, tagsAdded } = await this.#record(upload.id, row, tagNames));
    } catch (error) {
      if (error instanceof AlreadyRecorded) {
        // The same keys hold the same bytes: the files belong to the recorded photo.
        const existing = await this.recorded(upload.id);
        if (existing) return existing;
      }
      if ((await this.deps.ledger.find(upload.id))?.state !== 'finished') {
        await files.removeAll();
      }
      throw error;
    }
    await this.#publish(userId, PHOTOS_CHANGED_TOPIC, original ? [row.id, original.id] : [row.id]);
    if (patientId) await this.#publish(userId, PATIENTS_CHANGED_TOPIC, [patientId]);
    await this.#publish(userId, STORAGE_CHANGED_TOPIC, [userId]);
    if (tagsAdded) await this.#publish(userId, TAGS_CHANGED_TOPIC, []);
    if (metadata.session_id && metadata.session_photo_id) {
      await this.deps.sessions.recordUpload({
        userId,
        sessionId: metadata.session_id,
        sessionPhotoId: metadata.session_photo_id,
        photoId: row.id,
        patientId,
        suggestedPatientId: metadata.suggested_patient_id || null,
        filename: metadata.filename,
        filetype: metadata.filetype,
        size: upload.size,
        lastModified: Number(metadata.last_modified ?? 0),
      });
    }
    return toPhotoRecord(row);
  }

  /**
   * The original a variant upload names: an active image of the user that is not itself a
   * variant; anything else is refused as not found, so another user's ids reveal nothing.
   */
  async #variantOriginal(userId: string, id: string): Promise<PhotoRow> {
    const original = await this.deps.media.findPhoto(userId, id);
    if (
      !original ||
      original.is_deleted ||
      original.media_type !== 'image' ||
      original.original_photo_id !== null
    ) {
      throw notFound();
    }
    return original;
  }

  /** The photo of an upload already recorded; null while it is not. */
  async recorded(uploadId: string): Promise<PhotoRecord | null> {
    const row = await this.deps.ledger.find(uploadId);
    if (row?.state !== 'finished' || !row.photo_id) return null;
    const photo = await this.deps.media.findPhoto(row.user_id, row.photo_id);
    return photo ? toPhotoRecord(photo) : null;
  }

  /**
   * One transaction: the ledger row finished, quota reserved, row inserted, patient touched,
   * new tag names added; a refused reservation or any failure rolls all of it back. The row as
   * recorded (tags spelled as the vocabulary does) and whether new tag names joined it.
   */
  async #record(
    uploadId: string,
    row: PhotoRow,
    tagNames: readonly string[],
  ): Promise<{ row: PhotoRow; tagsAdded: boolean }> {
    const { db, usage, media, patients, ledger, fault } = this.deps;
    const { planId } = await this.deps.subscriptions.current(row.user_id);
    try {
      return await db.transaction().execute(async (trx) => {
        if (!(await ledger.markFinished(uploadId, row.created_at, trx))) {
          throw new AlreadyRecorded();
        }
        const quota = quotaBytesForPlan(planId);
        if (!(await usage.reserve(row.user_id, row.file_size, quota, row.created_at, trx))) {
          throw new QuotaRefused();
        }
        // Tags are stored as the vocabulary spells them (one tag-equality rule, decision 0046).
        const tags = await new TagsRepository(trx).adopt(
          row.user_id,
          'photo',
          tagNames,
          row.created_at,
        );
        const recorded = { ...row, tags: toJsonText(tags.names) };
        await media.insertPhoto(recorded, trx);
        if (row.original_photo_id) {
          await media.linkVariant(row.user_id, row.original_photo_id, row.id, row.created_at, trx);
        }
        if (row.patient_id) await patients.touch(row.user_id, row.patient_id, row.created_at, trx);
        await fault('upload.record', uploadId);
        return { row: recorded, tagsAdded: tags.added };
      });
    } catch (error) {
      if (!(error instanceof QuotaRefused)) throw error;
      const usedBytes = await usage.usedBytes(row.user_id);
      throw quotaError(checkQuota({ planId, usedBytes, incomingBytes: row.file_size }));
    }
  }

  #publish(userId: string, topic: string, ids: string[]): Promise<void> {
    return publishAfterCommit(this.deps.bus, this.deps.logger, userId, topic, ids);
  }
}
