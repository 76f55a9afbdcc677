import type { PhotoRecord } from '@photodossier/domain/media-record';
import { photoFileUrls } from '@photodossier/domain/photo-urls';
import { MEDIA_TYPES, type MediaType } from '@photodossier/domain/media-type';
import { fromDbBool, fromJsonText, toIso } from '../../platform/db/portable';
import type { PhotoListRow, PhotoRow } from './repository';

export function mediaType(value: string): MediaType {
  return (MEDIA_TYPES as readonly string[]).includes(value) ? (value as MediaType) : 'image';
}

const isoOrNull = (epochMs: number | null) => (epochMs === null ? null : toIso(epochMs));

/** The API's view of a stored photo: spec field names, ISO times, same-origin file URLs. */
export function toPhotoRecord(row: PhotoRow): PhotoRecord {
  return recordOf(
    row,
    row.annotations ? fromJsonText(row.annotations) : null,
    row.annotations !== null,
  );
}

/**
 * A list item: a drawing may weigh megabytes, so pages say whether a photo is annotated and the
 * viewer reads the annotations from the photo's own record.
 */
export function toPhotoListRecord(row: PhotoListRow): PhotoRecord {
  return recordOf(row, null, row.annotated === 1);
}

// One literal for both views, read from the row as it is: copying a row of 30 columns with
// spreads to drop or replace one of them cost six times the mapping itself on a page of 100
// (issue 24). The key order is the wire order.
function recordOf(
  row: Omit<PhotoRow, 'annotations'>,
  annotations: PhotoRecord['annotations'],
  hasAnnotations: boolean,
): PhotoRecord {
  return {
    id: row.id,
    patient_id: row.patient_id,
    image_url: photoFileUrls.original(row.id),
    thumbnail_url: row.thumbnail_path ? photoFileUrls.thumbnail(row.id) : null,
    preview_url: row.preview_path ? photoFileUrls.preview(row.id) : null,
    storage_path: row.storage_path,
    date_prise: toIso(row.date_prise),
    zone_traitee: row.zone_traitee,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    file_size: row.file_size,
    file_type: row.file_type,
    media_type: mediaType(row.media_type),
    duration: row.duration,
    video_resolution: row.video_resolution,
    video_fps: row.video_fps,
    width: row.width,
    height: row.height,
    annotations,
    has_annotations: hasAnnotations,
    is_deleted: fromDbBool(row.is_deleted),
    deleted_at: isoOrNull(row.deleted_at),
    has_background_removed: fromDbBool(row.has_background_removed),
    background_removed_url: row.background_removed_url,
    original_photo_id: row.original_photo_id,
    upload_source: row.upload_source,
    session_id: row.session_id,
    recovered: fromDbBool(row.recovered),
    recovery_date: isoOrNull(row.recovery_date),
    tags: fromJsonText<string[]>(row.tags),
    filename: row.filename,
    exif_dates: row.exif_dates ? fromJsonText(row.exif_dates) : null,
  };
}
