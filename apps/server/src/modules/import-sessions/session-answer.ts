import {
  importSessionStatusSchema,
  importUploadStatusSchema,
  type ImportAssignment,
  type ImportPhotoMetadata,
  type ImportSession,
  type ImportSessionPhoto,
} from '@photodossier/domain/import-session';
import { fromJsonText } from '../../platform/db/portable';
import type { ImportSessionRow, SessionPhotoView } from './repository';

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
// Finite numbers print the same through a template as through JSON.stringify.
const number = (value: number | string) => String(Number(value));

/**
 * toSession's answer as JSON text, for GET /api/v1/import-sessions/:id that every tab repeats
 * after each change (issue 24). Each photo's metadata goes out as stored: it was validated and
 * written with JSON.stringify (registerPhoto, recordUpload), so parsing it to write it again
 * only cost time, and building 999 objects to stringify them cost as much as the query. Keys
 * and values are those of toSession; the tests compare both. With photoCount, the answer of
 * the session's changes (importSessionChangesSchema), whose photos are the changed ones.
 */
export function sessionJson(
  row: ImportSessionRow,
  photos: readonly SessionPhotoView[],
  photoCount?: number,
): string {
  const photoEntries: string[] = [];
  const assignmentEntries: string[] = [];
  for (const photo of photos) {
    const key = JSON.stringify(photo.session_photo_id);
    photoEntries.push(
      `${key}:{"upload_status":${text(importUploadStatusSchema.parse(photo.upload_status))}` +
        `,"upload_progress":${number(photo.upload_progress)}` +
        `,"unassigned_photo_id":${text(photo.unassigned_photo_id)}` +
        `,"photo_id":${text(photo.photo_id)}` +
        `,"suggested_patient_id":${text(photo.suggested_patient_id)}` +
        `,"metadata":${photo.metadata}` +
        `,"updated_at":${number(photo.updated_at)}}`,
    );
    if (photo.assigned_at !== null) {
      assignmentEntries.push(
        `${key}:{"patient_id":${text(photo.assigned_patient_id)}` +
          `,"assigned_at":${number(photo.assigned_at)}}`,
      );
    }
  }
  return (
    `{"id":${text(row.id)},"user_id":${text(row.user_id)},"device_id":${text(row.device_id)}` +
    `,"status":${text(importSessionStatusSchema.parse(row.status))}` +
    `,"created_at":${number(row.created_at)},"updated_at":${number(row.updated_at)}` +
    `,"photos":{${photoEntries.join(',')}},"assignments":{${assignmentEntries.join(',')}}` +
    (photoCount === undefined ? '}' : `,"photo_count":${number(photoCount)}}`)
  );
}
