import {
  importSessionStatusSchema,
  importUploadStatusSchema,
  type ImportPhotoMetadata,
  type ImportSessionPhoto,
} from '@photodossier/domain/import-session';
import { fromJsonText } from '../../platform/db/portable';
import type { ImportSessionRow, SessionPhotosJson, SessionPhotoView } from './repository';

export function toSessionPhoto(row: SessionPhotoView): ImportSessionPhoto {
  return {
    upload_status: importUploadStatusSchema.parse(row.upload_status),
    upload_progress: Number(row.upload_progress),
    unassigned_photo_id: row.unassigned_photo_id,
    photo_id: row.photo_id,
    suggested_patient_id: row.suggested_patient_id,
    // Validated when it was written (registerPhoto); parsing it again on every read of a
    // 999-photo session cost as much as the query.
    metadata: fromJsonText<ImportPhotoMetadata>(row.metadata),
    updated_at: row.updated_at,
  };
}

/** A session without photos or assignments, for sessionJson. */
export const NO_SESSION_PHOTOS: SessionPhotosJson = {
  photos: Buffer.alloc(0),
  assignments: Buffer.alloc(0),
  photoCount: 0,
};

const text = (value: string | null) => (value === null ? 'null' : JSON.stringify(value));

/**
 * A session as every route answers it (importSessionSchema), as UTF-8 JSON: the photos and
 * assignments come as bytes from the database (photosJsonOf), so a session of 999 photos is never
 * built as values only to be written again (issue 24, decision 0078).
 */
export function sessionJson(row: ImportSessionRow, photos: SessionPhotosJson): Buffer {
  return writeSession(row, photos, '}');
}

/**
 * The answer of the session's changes (importSessionChangesSchema): the session with the photos
 * written since, and how many it holds in all.
 */
export function sessionChangesJson(row: ImportSessionRow, photos: SessionPhotosJson): Buffer {
  return writeSession(row, photos, `,"photo_count":${photos.photoCount}}`);
}

function writeSession(
  row: ImportSessionRow,
  { photos, assignments }: SessionPhotosJson,
  end: string,
): Buffer {
  const head =
    `{"id":${text(row.id)},"user_id":${text(row.user_id)},"device_id":${text(row.device_id)}` +
    `,"status":${text(importSessionStatusSchema.parse(row.status))}` +
    `,"created_at":${Number(row.created_at)},"updated_at":${Number(row.updated_at)}` +
    `,"photos":{`;
  return Buffer.concat([
    Buffer.from(head),
    photos,
    Buffer.from('},"assignments":{'),
    assignments,
    Buffer.from(`}${end}`),
  ]);
}
