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
import { checkQuota, quotaBytesForPlan, quotaExceededMessage } from '@photodossier/domain/quota';
import { validateUpload, type UploadCheck } from '@photodossier/domain/upload-validation';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Viewer } from '../../platform/auth/viewer';
import type { BlobStore } from '../../platform/blobs/blob-store';
import { nowMs } from '../../platform/db/portable';
import type { Database } from '../../platform/db/schema';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/problem';
import type { SubscriptionReader } from '../billing/subscription';
import type { UploadSessionLink } from '../import-sessions/upload-link';
import { toPhotoRecord } from '../media/photo-record';
import type { MediaRepository, PhotoRow } from '../media/repository';
import type { PatientsRepository } from '../patients/repository';
import type { StorageUsageRepository } from '../storage/usage-repository';
import type { TagsRepository } from '../tags/repository';
import { exifCaptureTime, isTimeZone, readExifDates } from './exif-dates';
import {
  makeImageDerivatives,
  normalizeClientThumbnail,
  readImageSize,
  VIDEO_THUMBNAIL_BOX,
  type Derivatives,
} from './image-processing';
import { sniffMediaBytes, sniffMediaFile } from './media-sniffing';
import { photoRow, type MediaFacts } from './photo-row';
import type { UploadsRepository } from './repository';
import { newPhotoStorageKeys, thumbnailKeyOf } from './storage-keys';
import { bothSettled, StoredFiles } from './stored-files';
import {
  parseUploadMetadataHeader,
  stagedMetadataSchema,
  tagNamesOf,
  toTusMetadata,
  type StagedMetadata,
} from './upload-metadata';
import { extractPoster, probeVideo } from './video-probe';

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
  readonly blobs: BlobStore;
  readonly bus: EventBus;
  readonly logger: Logger;
  readonly subscriptions: SubscriptionReader;
  /** Uploads naming an import session must name an active one, and mark its photo uploaded. */
  readonly sessions: UploadSessionLink;
  /** The clock of EXIF dates without an offset when the browser names none. */
  readonly defaultTimeZone?: string;
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

  /** Whether a staged upload belongs to the viewer; others' uploads answer like missing ones. */
  owns(viewer: Viewer, metadata: StagedUpload['metadata']): boolean {
    return metadata?.user_id === viewer.userId;
  }

  /**
   * Records a complete upload. The staged file is left for the caller to delete, whatever
   * happens; on failure nothing of it remains: no blob, no row, no reserved byte.
   */
  async finish(upload: StagedUpload): Promise<PhotoRecord> {
    const metadata = stagedMetadataSchema.parse(upload.metadata ?? {});
    const userId = metadata.user_id;
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
    const keys = newPhotoStorageKeys(userId, patientId, type, now);
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
      row = photoRow({ upload, metadata, type, mediaType: check.mediaType, keys, facts, now });
      if (facts.derivatives.thumbnail) {
        await files.putBuffer(keys.thumbnail, facts.derivatives.thumbnail, 'image/jpeg');
      }
      if (facts.derivatives.preview) {
        await files.putBuffer(keys.preview, facts.derivatives.preview, 'image/webp');
      }
      tagsAdded = await this.#record(row, tagNames);
    } catch (error) {
      await files.removeAll();
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
    if (!size) throw uploadError('upload.invalid_file');
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
   * One transaction: quota reserved, row inserted, patient touched; a refused reservation or
   * any failure rolls all three back. Whether new tag names joined the vocabulary.
   */
  async #record(row: PhotoRow, tagNames: readonly string[]): Promise<boolean> {
    const { db, usage, media, patients, tags } = this.#deps;
    // Outside the transaction: SQLite has one connection, and a tag kept in the vocabulary
    // after a failed upload harms nobody.
    const tagsAdded = await tags.ensure(row.user_id, tagNames, row.created_at);
    const { planId } = await this.#deps.subscriptions.current(row.user_id);
    try {
      await db.transaction().execute(async (trx) => {
        const quota = quotaBytesForPlan(planId);
        if (!(await usage.reserve(row.user_id, row.file_size, quota, row.created_at, trx))) {
          throw new QuotaRefused();
        }
        await media.insertPhoto(row, trx);
        if (row.patient_id) await patients.touch(row.user_id, row.patient_id, row.created_at, trx);
      });
    } catch (error) {
      if (!(error instanceof QuotaRefused)) throw error;
      const usedBytes = await usage.usedBytes(row.user_id);
      throw this.#quotaError(checkQuota({ planId, usedBytes, incomingBytes: row.file_size }));
    }
    return tagsAdded;
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
