import type { PhotoRecord } from '@photodossier/domain/media-record';
import type { Viewer } from '../../platform/auth/viewer';
import { toPhotoRecord } from '../media/photo-record';
import type { TagsRepository } from '../tags/repository';
import { UploadAdmission, type UploadAdmissionDeps, type UploadCreation } from './admission';
import { UploadFinishing, type StagedUpload, type UploadFinishingDeps } from './finishing';
import type { LedgerRow } from './ledger-repository';
import type { UploadRecord } from './upload-target';
import { VideoThumbnails, type VideoThumbnailsDeps } from './video-thumbnails';

export type { UploadRecord } from './upload-target';

/** What the three steps need together; the tus server and the routes see only this service. */
export interface UploadsServiceDeps
  extends UploadAdmissionDeps, Omit<UploadFinishingDeps, 'defaultTimeZone'>, VideoThumbnailsDeps {
  readonly tags: TagsRepository;
  /** The clock of EXIF dates without an offset when the browser names none (default: the server's). */
  readonly defaultTimeZone?: string;
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
  async recordOf(row: LedgerRow): Promise<UploadRecord | null> {
    if (!row.photo_id) return null;
    const path = row.storage_path;
    const target = path ? this.#deps.targets.find((candidate) => candidate.holds(path)) : undefined;
    if (target) return target.recordOf(row);
    const photo = await this.#deps.media.findPhoto(row.user_id, row.photo_id);
    return photo ? toPhotoRecord(photo) : null;
  }

  /** Whether a staged upload belongs to the viewer; others' uploads answer like missing ones. */
  owns(viewer: Viewer, metadata: StagedUpload['metadata']): boolean {
    return metadata?.user_id === viewer.userId;
  }

  /** Records a complete upload exactly once (see UploadFinishing.finish). */
  finish(upload: StagedUpload): Promise<UploadRecord> {
    const target = this.#deps.targets.find((candidate) => candidate.accepts(upload.metadata));
    if (target) return target.finish(upload);
    return this.#finishing.finish(upload);
  }

  /** PUT …/thumbnail: the browser's poster of one of the user's videos. */
  replaceVideoThumbnail(viewer: Viewer, photoId: string, jpeg: Buffer): Promise<PhotoRecord> {
    return this.#thumbnails.replace(viewer, photoId, jpeg);
  }
}
