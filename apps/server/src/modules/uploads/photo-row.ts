import { datePriseOf } from '@photodossier/domain/exif-dates';
import type { MediaType } from '@photodossier/domain/media-type';
import { newId, toDbBool, toJsonText } from '../../platform/db/portable';
import type { PhotoRow } from '../media/repository';
import type { Derivatives } from './image-processing';
import type { AcceptedMediaType } from './media-sniffing';
import type { PhotoStorageKeys } from './storage-keys';
import { tagNamesOf, type StagedMetadata } from './upload-metadata';

/** What processing learnt about a file before anything is recorded. */
export interface MediaFacts {
  readonly width: number | null;
  readonly height: number | null;
  readonly duration: number | null;
  readonly videoFps: number | null;
  readonly exifDates: Record<string, string> | null;
  /** When the camera took it (EXIF, or a video's creation time); null when unknown. */
  readonly takenAt: number | null;
  readonly derivatives: Derivatives;
}

export interface PhotoRowInput {
  readonly upload: { readonly size: number };
  readonly metadata: StagedMetadata;
  /** The type read from the file's bytes, not the one the browser claimed. */
  readonly type: AcceptedMediaType;
  readonly mediaType: MediaType;
  readonly keys: PhotoStorageKeys;
  readonly facts: MediaFacts;
  readonly now: number;
}

/** The photos row of a finished upload, every field of spec 01 §3 and spec 02 §3. */
export function photoRow({
  upload,
  metadata,
  type,
  mediaType,
  keys,
  facts,
  now,
}: PhotoRowInput): PhotoRow {
  const lastModified = Number(metadata.last_modified ?? 0);
  const isVideo = mediaType === 'video';
  return {
    id: newId(),
    user_id: metadata.user_id,
    patient_id: metadata.patient_id || null,
    storage_path: keys.original,
    thumbnail_path: facts.derivatives.thumbnail ? keys.thumbnail : null,
    preview_path: facts.derivatives.preview ? keys.preview : null,
    date_prise: datePriseOf(facts.takenAt, lastModified, now).time,
    zone_traitee: metadata.zone_traitee ?? '',
    created_at: now,
    updated_at: now,
    file_size: upload.size,
    file_type: type,
    media_type: mediaType,
    duration: isVideo ? facts.duration : null,
    video_resolution:
      isVideo && facts.width && facts.height ? `${facts.width}x${facts.height}` : null,
    video_fps: isVideo ? facts.videoFps : null,
    width: facts.width,
    height: facts.height,
    annotations: null,
    is_deleted: toDbBool(false),
    deleted_at: null,
    has_background_removed: toDbBool(Boolean(metadata.original_photo_id)),
    background_removed_url: null,
    original_photo_id: metadata.original_photo_id ?? null,
    upload_source: metadata.upload_source || null,
    session_id: metadata.session_id || null,
    recovered: toDbBool(false),
    recovery_date: null,
    tags: toJsonText(tagNamesOf(metadata) ?? []),
    filename: metadata.filename,
    exif_dates: facts.exifDates ? toJsonText(facts.exifDates) : null,
    auto_background_removal_enabled: toDbBool(false),
    needs_background_removal: toDbBool(false),
  };
}
