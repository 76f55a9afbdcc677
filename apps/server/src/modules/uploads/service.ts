import type { PhotoRecord } from '@photodossier/domain/media-record';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Viewer } from '../../platform/auth/viewer';
import type { BlobStore } from '../../platform/blobs/blob-store';
import type { Database } from '../../platform/db/schema';
import type { EventBus } from '../../platform/events/event-bus';
import type { FaultPoint } from '../../platform/faults/fault-points';
import type { SubscriptionReader } from '../billing/subscription';
import type { UploadSessionLink } from '../import-sessions/upload-link';
import { toPhotoRecord } from '../media/photo-record';
import type { MediaRepository } from '../media/repository';
import type { PatientsRepository } from '../patients/repository';
import type { StorageUsageRepository } from '../storage/usage-repository';
import type { TagsRepository } from '../tags/repository';
import { UploadAdmission, type UploadCreation } from './admission';
import { UploadFinishing, type StagedUpload } from './finishing';
import type { LedgerRow, UploadLedgerRepository } from './ledger-repository';
import type { UploadsRepository } from './repository';
import { VideoThumbnails } from './video-thumbnails';

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
  /** The clock of EXIF dates without an offset when the browser names none. */
  readonly defaultTimeZone?: string;
  /** Tests only: where a crash test halts the server (decision 0024). */
  readonly fault: FaultPoint;
  /** How long an unfinished upload keeps its staged bytes, and so its reservation. */
  readonly uploadLifetimeMs: number;
}

/**
 * Turns tus uploads into photos, in three steps of their own files: admission.ts checks a
 * creation on what the browser claims and reserves its bytes; finishing.ts trusts only the file
 * itself and records it with its files; video-thumbnails.ts takes the browser's poster of a
 * video. This class is what the routes and the tus server see.
 */
export class UploadsService {
  readonly #admission: UploadAdmission;
  readonly #finishing: UploadFinishing;
  readonly #thumbnails: VideoThumbnails;
  readonly #deps: UploadsServiceDeps;

  constructor(deps: UploadsServiceDeps) {
    this.#deps = deps;
    this.#admission = new UploadAdmission(deps);
    this.#finishing = new UploadFinishing({
      ...deps,
      defaultTimeZone: deps.defaultTimeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    this.#thumbnails = new VideoThumbnails(deps);
  }

  /** Checks a tus creation; the metadata to keep with the upload, its owner included. */
  admit(viewer: Viewer, creation: UploadCreation): Promise<Record<string, string>> {
    return this.#admission.admit(viewer, creation);
  }

  /** Counts a created upload's bytes against the quota until it is finished, refused or expired. */
  reserve(id: string, userId: string, size: number): Promise<void> {
    return this.#admission.reserve(id, userId, size);
  }

  /** A refused or cancelled upload no longer reserves its bytes. */
  release(id: string): Promise<void> {
    return this.#admission.release(id);
  }

  /** The ledger row of an upload: its owner, size and state, even once its bytes are gone. */
  ledgerRow(id: string): Promise<LedgerRow | null> {
    return this.#deps.ledger.find(id);
  }

  /** The record a finished upload became; null when it has been deleted since. */
  async recordOf(row: LedgerRow): Promise<PhotoRecord | null> {
    if (!row.photo_id) return null;
    const photo = await this.#deps.media.findPhoto(row.user_id, row.photo_id);
    return photo ? toPhotoRecord(photo) : null;
  }

  /** Whether a staged upload belongs to the viewer; others' uploads answer like missing ones. */
  owns(viewer: Viewer, metadata: StagedUpload['metadata']): boolean {
    return metadata?.user_id === viewer.userId;
  }

  /** Records a complete upload exactly once (see UploadFinishing.finish). */
  finish(upload: StagedUpload): Promise<PhotoRecord> {
    return this.#finishing.finish(upload);
  }

  /** PUT …/thumbnail: the browser's poster of one of the user's videos. */
  replaceVideoThumbnail(viewer: Viewer, photoId: string, jpeg: Buffer): Promise<PhotoRecord> {
    return this.#thumbnails.replace(viewer, photoId, jpeg);
  }
}
