import type { DictationRecord } from '@photodossier/domain/dictation';
import type { DriveItemRecord } from '@photodossier/domain/drive';
import type { PhotoRecord } from '@photodossier/domain/media-record';
import type { Viewer } from '../../platform/auth/viewer';
import type { LedgerRow } from './ledger-repository';

/** What a finished upload became: a photo or video, a drive file, or a dictation's recording. */
export type UploadRecord = PhotoRecord | DriveItemRecord | DictationRecord;

/** A complete upload waiting in the staging folder. */
export interface StagedUpload {
  readonly id: string;
  readonly size: number;
  readonly path: string;
  readonly metadata: Readonly<Record<string, string | null>> | undefined;
}

/**
 * Another module's side of the resumable uploads: the tus pipeline (staging, ledger, resumption)
 * hands it the uploads whose metadata names it as their `target` (drive files, dictation
 * recordings); every other upload becomes a photo.
 */
export interface UploadTarget<R extends UploadRecord = UploadRecord> {
  /** Whether this upload's metadata names this target. */
  accepts(metadata: Readonly<Record<string, string | null>> | undefined): boolean;
  /** Whether a ledger row's storage key is one of this target's. */
  holds(storagePath: string): boolean;
  /** Checks a creation; the metadata to keep with the upload, its owner (`user_id`) included. */
  admit(viewer: Viewer, size: number, raw: Record<string, string>): Promise<Record<string, string>>;
  /** Records a complete upload exactly once, however often it is called. */
  finish(upload: StagedUpload): Promise<R>;
  /** The record a finished upload became; null when it has been deleted since. */
  recordOf(row: LedgerRow): Promise<R | null>;
}
