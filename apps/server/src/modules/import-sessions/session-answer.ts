import {
  importSessionStatusSchema,
  importUploadStatusSchema,
  type ImportAssignment,
  type ImportPhotoMetadata,
  type ImportSession,
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

export function toSession(
  row: ImportSessionRow,
  photos: readonly SessionPhotoView[],
): ImportSession {
  const byId: Record<string, ImportSessionPhoto> = {};
  const assignments: Record<string, ImportAssignment> = {};
  for (const photo of photos) {
    byId[photo.session_photo_id] = toSessionPhoto(photo);
    if (photo.assigned_at !== null) {
      assignments[photo.session_photo_id] = {
        patient_id: photo.assigned_patient_id,
        assigned_at: photo.assigned_at,
      };
    }
  }
  return {
    id: row.id,
    user_id: row.user_id,
    device_id: row.device_id,
    status: importSessionStatusSchema.parse(row.status),
    created_at: row.created_at,
    updated_at: row.updated_at,
    photos: byId,
    assignments,
  };
}

const text = (value: string | null) => (value === null ? 'null' : JSON.stringify(value));

/**
 * toSession's answer as UTF-8 JSON, for GET /api/v1/import-sessions/:id, read whole when a tab
 * opens the dialog (issue 24). The photos and assignments come as bytes from the database
 * (photosJsonOf), so 999 photos are never built as values only to be written again. With
 * photoCount, the answer of the session's changes (importSessionChangesSchema), whose photos are
 * the changed ones. The tests compare both forms.
 */
export function sessionJson(
  row: ImportSessionRow,
  { photos, assignments }: SessionPhotosJson,
  photoCount?: number,
): Buffer {
  const head =
    `{"id":${text(row.id)},"user_id":${text(row.user_id)},"device_id":${text(row.device_id)}` +
    `,"status":${text(importSessionStatusSchema.parse(row.status))}` +
    `,"created_at":${Number(row.created_at)},"updated_at":${Number(row.updated_at)}` +
    `,"photos":{`;
  const tail = photoCount === undefined ? '}}' : `},"photo_count":${photoCount}}`;
  return Buffer.concat([
    Buffer.from(head),
    photos,
    Buffer.from('},"assignments":{'),
    assignments,
    Buffer.from(tail),
  ]);
}
