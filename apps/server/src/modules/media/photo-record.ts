import type { PhotoListItem, PhotoRecord } from '@photodossier/domain/media-record';
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
  return {
    ...listItemOf(row, row.annotations !== null),
    storage_path: row.storage_path,
    annotations: row.annotations ? fromJsonText(row.annotations) : null,
    is_deleted: fromDbBool(row.is_deleted),
    deleted_at: isoOrNull(row.deleted_at),
    recovered: fromDbBool(row.recovered),
    recovery_date: isoOrNull(row.recovery_date),
  };
}

/**
 * A list item: a drawing may weigh megabytes, so pages say whether a photo is annotated and the
 * viewer reads the annotations from the photo's own record.
 */
export function toPhotoListItem(row: PhotoListRow): PhotoListItem {
  return listItemOf(row, row.annotated === 1);
}

// One literal read from the row as it is: copying a row of 30 columns with spreads to drop or
// replace one of them cost six times the mapping itself on a page of 100 (issue 24). A single
// record adds its own fields with a spread, which costs nothing at that count.
function listItemOf(row: Omit<PhotoListRow, 'annotated'>, hasAnnotations: boolean): PhotoListItem {
  return {
    id: row.id,
    patient_id: row.patient_id,
    image_url: photoFileUrls.original(row.id),
    thumbnail_url: row.thumbnail_path ? photoFileUrls.thumbnail(row.id) : null,
    preview_url: row.preview_path ? photoFileUrls.preview(row.id) : null,
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
    has_annotations: hasAnnotations,
    has_background_removed: fromDbBool(row.has_background_removed),
    background_removed_url: row.background_removed_url,
    original_photo_id: row.original_photo_id,
    upload_source: row.upload_source,
    session_id: row.session_id,
    tags: fromJsonText<string[]>(row.tags),
    filename: row.filename,
    exif_dates: row.exif_dates ? fromJsonText(row.exif_dates) : null,
  };
}
