import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  CLIENT_THUMBNAIL_MAX_BYTES,
  uploadMetadataSchema,
  type PhotoRecord,
} from '@photodossier/domain/media-record';
import { sessionPhotoIdSchema } from '@photodossier/domain/import-session';
import {
  PATIENTS_CHANGED_TOPIC,
  PHOTOS_CHANGED_TOPIC,
  STORAGE_CHANGED_TOPIC,
  TAGS_CHANGED_TOPIC,
} from '@photodossier/domain/live-events';
import type { MessageParams } from '@photodossier/domain/message-format';
import { normalizeMimeType } from '@photodossier/domain/media-type';
import { exifCaptureTime, isTimeZone } from '@photodossier/domain/exif-dates';
import { checkQuota, quotaBytesForPlan, quotaExceededMessage } from '@photodossier/domain/quota';
import { validateUpload, type UploadCheck } from '@photodossier/domain/upload-validation';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Viewer } from '../../platform/auth/viewer';
import type { FaultPoint } from '../../platform/faults/fault-points';
import type { BlobStore } from '../../platform/blobs/blob-store';
import { newId, nowMs } from '../../platform/db/portable';
import type { Database } from '../../platform/db/schema';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/problem';
import type { SubscriptionReader } from '../billing/subscription';
import type { UploadSessionLink } from '../import-sessions/upload-link';
import type { DriveUploadTarget } from '../drive/service';
import type { DriveItemRecord } from '@photodossier/domain/drive';
import { toPhotoRecord } from '../media/photo-record';
import type { MediaRepository, PhotoRow } from '../media/repository';
import type { PatientsRepository } from '../patients/repository';
import type { StorageUsageRepository } from '../storage/usage-repository';
import { TagsRepository } from '../tags/repository';
import { readExifDates } from './exif-dates';
import {
  decodesCompletely,
  makeImageDerivatives,
  normalizeClientThumbnail,
  readImageSize,
  VIDEO_THUMBNAIL_BOX,
  type Derivatives,
} from './image-processing';
import { sniffMediaBytes, sniffMediaFile } from './media-sniffing';
import { photoRow, type MediaFacts } from './photo-row';
import type { LedgerRow, UploadLedgerRepository } from './ledger-repository';
import type { UploadsRepository } from './repository';
import {
  newPhotoStorageKeys,
  photoStorageKeysOf,
  thumbnailKeyOf,
  type PhotoStorageKeys,
} from './storage-keys';
import { bothSettled, StoredFiles } from './stored-files';
import {
  parseUploadMetadataHeader,
  stagedMetadataSchema,
  tagNamesOf,
  toTusMetadata,
  type StagedMetadata,
} from './upload-metadata';
import { extractPoster, probeVideo } from './video-probe';

/** What a finished upload became: a photo or video, or a drive file. */
export type UploadRecord = PhotoRecord | DriveItemRecord;

/** The headers of a tus creation request, as received. */
export interface UploadCreation {
  readonly uploadLength: string | undefined;
  readonly uploadDeferLength: string | undefined;
  readonly uploadMetadata: string | undefined;
}

/** A complete upload waiting in the staging folder. */
export interface StagedUpload {
  readonly id: string;
  readonly size: number;
  readonly path: string;
  readonly metadata: Readonly<Record<string, string | null>> | undefined;
}

export interface UploadsServiceDeps {
  readonly db: Kysely<Database>;
  readonly media: MediaRepository;
  readonly patients: PatientsRepository;
  readonly usage: StorageUsageRepository;
  readonly tags: TagsRepository;
  readonly uploads: UploadsRepository;
  readonly ledger: UploadLedgerRepository;
  readonly blobs: BlobStore;
  readonly bus: EventBus;
  readonly logger: Logger;
  readonly subscriptions: SubscriptionReader;
  /** Uploads naming an import session must name an active one, and mark its photo uploaded. */
  readonly sessions: UploadSessionLink;
  /** Uploads whose metadata names the drive as their target become drive files (decision 0040). */
  readonly drive: DriveUploadTarget;
  /** The clock of EXIF dates without an offset when the browser names none. */
  readonly defaultTimeZone?: string;
  /** Tests only: where a crash test halts the server (decision 0024). */
  readonly fault: FaultPoint;
  /** How long an unfinished upload keeps its staged bytes, and so its reservation. */
  readonly uploadLifetimeMs: number;
}

type UploadFailureCode =
  | 'upload.invalid_file'
  | 'upload.invalid_or_empty_file'
  | 'upload.file_too_large'
  | 'upload.unsupported_type'
  | 'upload.quota_exceeded_percent';

const STATUS_OF: Readonly<Record<UploadFailureCode, number>> = {
  'upload.invalid_file': 400,
  'upload.invalid_or_empty_file': 400,
  'upload.file_too_large': 413,
  'upload.unsupported_type': 415,
  'upload.quota_exceeded_percent': 413,
};

function uploadError(code: UploadFailureCode, params?: MessageParams): AppError {
  return new AppError(code, STATUS_OF[code], params ? { params } : {});
}

/** A client poster above CLIENT_THUMBNAIL_MAX_BYTES (2 MB). */
export function thumbnailTooLarge(): AppError {
  return uploadError('upload.file_too_large', {
    max: Math.round(CLIENT_THUMBNAIL_MAX_BYTES / 1024 / 1024),
  });
}

function assertValid(check: UploadCheck): asserts check is Extract<UploadCheck, { ok: true }> {
  if (!check.ok) throw uploadError(check.code, check.params);
}

function invalidRequest(detail: string): AppError {
  return new AppError('request.validation_failed', 400, { detail });
}

const notFound = () => new AppError('request.not_found', 404);

class QuotaRefused extends Error {}
/** Another attempt at the same upload recorded it first: its record is the answer. */
class AlreadyRecorded extends Error {}

// Most browsers name an .avi file video/x-msvideo; the spec's list says video/avi.
const CLAIMED_TYPE_ALIASES: Readonly<Record<string, string>> = { 'video/x-msvideo': 'video/avi' };

function claimedType(type: string): string {
  const mime = normalizeMimeType(type);
  return CLAIMED_TYPE_ALIASES[mime] ?? mime;
}

/**
 * Turns tus uploads into photos: admits a creation (claimed size and type, patient, quota),
 * then at the finish trusts only the file itself (magic bytes, decoders) and records it with
 * its files in the blob store, the quota reserved in the same transaction as the row.
 */
export class UploadsService {
  readonly #deps: UploadsServiceDeps;
  readonly #defaultTimeZone: string;

  constructor(deps: UploadsServiceDeps) {
    this.#deps = deps;
    this.#defaultTimeZone =
      deps.defaultTimeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  }

  /** Checks a tus creation; the metadata to keep with the upload, its owner included. */
  async admit(viewer: Viewer, creation: UploadCreation): Promise<Record<string, string>> {
    if (creation.uploadDeferLength !== undefined || creation.uploadLength === undefined) {
      throw invalidRequest('Upload-Length is required: uploads of unknown length are refused');
    }
    if (!/^\d{1,15}$/.test(creation.uploadLength)) throw invalidRequest('Invalid Upload-Length');
    const size = Number(creation.uploadLength);
    const raw = parseUploadMetadataHeader(creation.uploadMetadata);
    if (!raw) throw invalidRequest('Malformed Upload-Metadata');
    if (this.#deps.drive.isDriveUpload(raw)) return this.#deps.drive.admit(viewer, size, raw);
    const parsed = uploadMetadataSchema.safeParse(raw);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
      throw invalidRequest(`Invalid Upload-Metadata: ${fields}`);
    }
    const metadata = parsed.data;
    if (!tagNamesOf(metadata)) throw invalidRequest('Invalid Upload-Metadata: tags');
    if (metadata.time_zone !== undefined && !isTimeZone(metadata.time_zone)) {
      delete metadata.time_zone;
    }
    assertValid(validateUpload({ size, type: claimedType(metadata.filetype) }));
    const patientId = metadata.patient_id || null;
    if (patientId && !(await this.#deps.patients.findActive(viewer.userId, patientId))) {
      throw notFound();
    }
    if (metadata.session_id) {
      if (!sessionPhotoIdSchema.safeParse(metadata.session_photo_id).success) {
        throw invalidRequest('Invalid Upload-Metadata: session_photo_id');
      }
      await this.#deps.sessions.assertOpen(viewer.userId, metadata.session_id);
    }
    await this.#assertQuota(viewer.userId, size);
    return toTusMetadata({ ...metadata, user_id: viewer.userId });
  }

  /**
   * Counts a created upload's bytes against the quota until it is finished, refused or
   * expired: parallel creations cannot together promise more than the quota holds.
   */
  async reserve(id: string, userId: string, size: number): Promise<void> {
    const { planId } = await this.#deps.subscriptions.current(userId);
    const now = nowMs();
    const { admitted, committedBytes } = await this.#deps.ledger.reserve(
      { id, userId, size, now, reservedSince: now - this.#deps.uploadLifetimeMs },
      (usedBytes) => checkQuota({ planId, usedBytes, incomingBytes: size }).allowed,
    );
    if (!admitted) {
      throw this.#quotaError(
        checkQuota({ planId, usedBytes: committedBytes, incomingBytes: size }),
      );
    }
  }

  /** The ledger row of an upload: its owner, size and state, even once its bytes are gone. */
  ledgerRow(id: string): Promise<LedgerRow | null> {
    return this.#deps.ledger.find(id);
  }

  /** The record a finished upload became; null when it has been deleted since. */
  async recordOf(row: LedgerRow): Promise<UploadRecord | null> {
    if (!row.photo_id) return null;
    if (row.storage_path?.startsWith('drive-files/')) return this.#deps.drive.recordOf(row);
    const photo = await this.#deps.media.findPhoto(row.user_id, row.photo_id);
    return photo ? toPhotoRecord(photo) : null;
  }

  /** A refused or cancelled upload no longer reserves its bytes. */
  release(id: string): Promise<void> {
    return this.#deps.ledger.release(id);
  }

  /** Whether a staged upload belongs to the viewer; others' uploads answer like missing ones. */
  owns(viewer: Viewer, metadata: StagedUpload['metadata']): boolean {
    return metadata?.user_id === viewer.userId;
  }

  /**
   * Records a complete upload, exactly once however often it is called and wherever an earlier
   * attempt died: the photo id and storage key are fixed in the ledger before any file is
   * written, and the ledger row turns `finished` in the transaction that inserts the photo.
   * The staged file is left for the caller to delete. On a refusal nothing of this attempt
   * remains: no blob, no row, no reserved byte.
   */
  async finish(upload: StagedUpload): Promise<UploadRecord> {
    if (this.#deps.drive.isDriveUpload(upload.metadata)) return this.#deps.drive.finish(upload);
    const metadata = stagedMetadataSchema.parse(upload.metadata ?? {});
    const userId = metadata.user_id;
    const recorded = await this.#recorded(upload.id);
    if (recorded) return recorded;
    const type = await sniffMediaFile(upload.path);
    if (!type) throw uploadError('upload.unsupported_type');
    const check = validateUpload({ size: upload.size, type });
    assertValid(check);
    const patientId = metadata.patient_id || null;
    if (patientId && !(await this.#deps.patients.findActive(userId, patientId))) {
      throw notFound();
    }
    await this.#assertQuota(userId, upload.size);

    const now = nowMs();
    const claimed = await this.#deps.ledger.claim(
      { id: upload.id, userId, size: upload.size },
      { photoId: newId(), storagePath: newPhotoStorageKeys(userId, patientId, type, now).original },
      now,
    );
    const keys: PhotoStorageKeys = photoStorageKeysOf(claimed.storage_path ?? '');
    const photoId = claimed.photo_id ?? newId();
    const files = new StoredFiles(this.#deps.blobs, this.#deps.logger);
    const tagNames = tagNamesOf(metadata) ?? [];
    let row: PhotoRow;
    let tagsAdded: boolean;
    try {
      // The original travels to the blob store while the decoders read the staged copy.
      const [facts] = await bothSettled(
        check.mediaType === 'video'
          ? this.#describeVideo(upload.path, metadata)
          : this.#describeImage(upload.path, metadata),
        files.put(keys.original, createReadStream(upload.path), type, upload.size),
      );
      await this.#deps.fault('upload.processing', upload.id);
      row = {
        ...photoRow({ upload, metadata, type, mediaType: check.mediaType, keys, facts, now }),
        id: photoId,
      };
      if (facts.derivatives.thumbnail) {
        await files.putBuffer(keys.thumbnail, facts.derivatives.thumbnail, 'image/jpeg');
      }
      if (facts.derivatives.preview) {
        await files.putBuffer(keys.preview, facts.derivatives.preview, 'image/webp');
      }
      tagsAdded = await this.#record(upload.id, row, tagNames);
    } catch (error) {
      if (error instanceof AlreadyRecorded) {
        // The same keys hold the same bytes: the files belong to the recorded photo.
        const existing = await this.#recorded(upload.id);
        if (existing) return existing;
      }
      if ((await this.#deps.ledger.find(upload.id))?.state !== 'finished') {
        await files.removeAll();
      }
      throw error;
    }
    await this.#publish(userId, PHOTOS_CHANGED_TOPIC, [row.id]);
    if (patientId) await this.#publish(userId, PATIENTS_CHANGED_TOPIC, [patientId]);
    await this.#publish(userId, STORAGE_CHANGED_TOPIC, [userId]);
    if (tagsAdded) await this.#publish(userId, TAGS_CHANGED_TOPIC, []);
    if (metadata.session_id && metadata.session_photo_id) {
      await this.#deps.sessions.recordUpload({
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

  /** The photo of an upload already recorded; null while it is not. */
  async #recorded(uploadId: string): Promise<PhotoRecord | null> {
    const row = await this.#deps.ledger.find(uploadId);
    if (row?.state !== 'finished' || !row.photo_id) return null;
    const photo = await this.#deps.media.findPhoto(row.user_id, row.photo_id);
    return photo ? toPhotoRecord(photo) : null;
  }

  /** PUT …/thumbnail: the browser's poster of one of the user's videos. */
  async replaceVideoThumbnail(viewer: Viewer, photoId: string, jpeg: Buffer): Promise<PhotoRecord> {
    const photo = await this.#deps.media.findPhoto(viewer.userId, photoId);
    if (!photo || photo.media_type !== 'video' || photo.is_deleted) throw notFound();
    if (jpeg.length === 0) throw uploadError('upload.invalid_or_empty_file');
    if (jpeg.length > CLIENT_THUMBNAIL_MAX_BYTES) throw thumbnailTooLarge();
    if ((await sniffMediaBytes(jpeg)) !== 'image/jpeg') {
      throw uploadError('upload.unsupported_type');
    }
    const thumbnail = await normalizeClientThumbnail(jpeg);
    if (!thumbnail) throw uploadError('upload.invalid_file');
    const key = photo.thumbnail_path ?? thumbnailKeyOf(photo.storage_path);
    await this.#deps.blobs.put(key, Readable.from([thumbnail]), {
      contentType: 'image/jpeg',
      contentLength: thumbnail.length,
    });
    const now = nowMs();
    if (!(await this.#deps.uploads.setVideoThumbnail(viewer.userId, photoId, key, now))) {
      // Deleted meanwhile: its files go with it, so a new thumbnail must not stay behind.
      if (!photo.thumbnail_path) await this.#deps.blobs.delete(key);
      throw notFound();
    }
    await this.#publish(viewer.userId, PHOTOS_CHANGED_TOPIC, [photoId]);
    return toPhotoRecord({ ...photo, thumbnail_path: key, updated_at: now });
  }

  async #assertQuota(userId: string, incomingBytes: number): Promise<void> {
    const { planId } = await this.#deps.subscriptions.current(userId);
    const usedBytes = await this.#deps.usage.usedBytes(userId);
    const check = checkQuota({ planId, usedBytes, incomingBytes });
    if (!check.allowed) throw this.#quotaError(check);
  }

  #quotaError(check: ReturnType<typeof checkQuota>): AppError {
    return uploadError('upload.quota_exceeded_percent', quotaExceededMessage(check).params);
  }

  async #describeImage(path: string, metadata: StagedMetadata): Promise<MediaFacts> {
    // Magic bytes can be forged in front of anything: an image is what a decoder can read.
    const size = await readImageSize(path);
    if (!size || !(await decodesCompletely(path))) throw uploadError('upload.invalid_file');
    const exifDates = await readExifDates(path);
    return {
      width: size.width,
      height: size.height,
      duration: null,
      videoFps: null,
      exifDates,
      takenAt: exifCaptureTime(exifDates, metadata.time_zone ?? this.#defaultTimeZone),
      derivatives: await makeImageDerivatives(path),
    };
  }

  async #describeVideo(path: string, metadata: StagedMetadata): Promise<MediaFacts> {
    const video = await probeVideo(path);
    if (!video) throw uploadError('upload.invalid_file');
    let derivatives: Derivatives = { thumbnail: null, preview: null };
    if (metadata.client_thumbnail !== '1') {
      // A video without a poster still records; the viewer shows a placeholder.
      const poster = await extractPoster(path, video.duration);
      if (poster) derivatives = await makeImageDerivatives(poster, VIDEO_THUMBNAIL_BOX);
    }
    return {
      width: video.width,
      height: video.height,
      duration: video.duration,
      videoFps: video.fps,
      exifDates: null,
      takenAt: video.createdAt,
      derivatives,
    };
  }

  /**
   * One transaction: the ledger row finished, quota reserved, row inserted, patient touched,
   * new tag names added; a refused reservation or any failure rolls all of it back. Whether
   * new tag names joined the vocabulary.
   */
  async #record(uploadId: string, row: PhotoRow, tagNames: readonly string[]): Promise<boolean> {
    const { db, usage, media, patients, ledger, fault } = this.#deps;
    const { planId } = await this.#deps.subscriptions.current(row.user_id);
    try {
      return await db.transaction().execute(async (trx) => {
        if (!(await ledger.markFinished(uploadId, row.created_at, trx))) {
          throw new AlreadyRecorded();
        }
        const quota = quotaBytesForPlan(planId);
        if (!(await usage.reserve(row.user_id, row.file_size, quota, row.created_at, trx))) {
          throw new QuotaRefused();
        }
        await media.insertPhoto(row, trx);
        if (row.patient_id) await patients.touch(row.user_id, row.patient_id, row.created_at, trx);
        const tagsAdded = await new TagsRepository(trx).ensure(
          row.user_id,
          'photo',
          tagNames,
          row.created_at,
        );
        await fault('upload.record', uploadId);
        return tagsAdded;
      });
    } catch (error) {
      if (!(error instanceof QuotaRefused)) throw error;
      const usedBytes = await usage.usedBytes(row.user_id);
      throw this.#quotaError(checkQuota({ planId, usedBytes, incomingBytes: row.file_size }));
    }
  }

  async #publish(userId: string, topic: string, ids: string[]): Promise<void> {
    try {
      await this.#deps.bus.publish({ topic, ids, userId });
    } catch (error) {
      // The write is committed; a lost notice only delays other tabs until their next fetch.
      this.#deps.logger.warn({ err: error, topic }, 'live event not published');
    }
  }
}
