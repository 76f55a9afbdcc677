import { z } from 'zod';
import { recordIdSchema, singleLineText } from './text-input';
import { IMPORT_SESSION_STATUSES, IMPORT_UPLOAD_STATUSES } from './import-timings';

// The import session of spec 02 §3 and §4.5: one per device while the dialog is in use, so a
// reload or a second tab finds the photos already sent and those still to send.

export const importSessionStatusSchema = z.enum(IMPORT_SESSION_STATUSES);
export type ImportSessionStatus = z.output<typeof importSessionStatusSchema>;

export const importUploadStatusSchema = z.enum(IMPORT_UPLOAD_STATUSES);
export type ImportUploadStatus = z.output<typeof importUploadStatusSchema>;

/** The device id kept in local storage (machine id): letters, digits, dashes. */
export const deviceIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** A session photo id chosen by the browser when the file is added. */
export const sessionPhotoIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const importPhotoMetadataSchema = z.object({
  originalName: singleLineText().min(1).max(255),
  size: z.number().int().nonnegative(),
  type: singleLineText().max(255),
  /** File.lastModified or the EXIF capture time, epoch ms. */
  timestamp: z.number().int().nonnegative(),
  exif: z.record(singleLineText().max(100), singleLineText().max(100)).nullable().default(null),
});
export type ImportPhotoMetadata = z.output<typeof importPhotoMetadataSchema>;

export const importSessionPhotoSchema = z.object({
  upload_status: importUploadStatusSchema,
  /** Percent, 0-100. */
  upload_progress: z.number().min(0).max(100),
  /** The photo in the unassigned area once uploaded. */
  unassigned_photo_id: z.string().nullable(),
  /** The photo the upload became, whether in the unassigned area or under a patient. */
  photo_id: z.string().nullable(),
  suggested_patient_id: z.string().nullable(),
  metadata: importPhotoMetadataSchema,
  updated_at: z.number().int(),
});
export type ImportSessionPhoto = z.output<typeof importSessionPhotoSchema>;

/** What became of a photo: filed under a patient, or saved without one (patient_id null). */
export const importAssignmentSchema = z.object({
  patient_id: z.string().nullable(),
  assigned_at: z.number().int(),
});
export type ImportAssignment = z.output<typeof importAssignmentSchema>;

export const importSessionSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  device_id: z.string(),
  status: importSessionStatusSchema,
  created_at: z.number().int(),
  updated_at: z.number().int(),
  /** By session photo id. */
  photos: z.record(z.string(), importSessionPhotoSchema),
  /** By session photo id. */
  assignments: z.record(z.string(), importAssignmentSchema),
});
export type ImportSession = z.output<typeof importSessionSchema>;

/**
 * GET /api/v1/import-sessions/{id}/changes?since=: what a tab that holds the session needs after
 * another tab changed it. `since` is the updated_at of the session it holds.
 */
export const importSessionChangesQuerySchema = z.object({
  since: z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
});
export type ImportSessionChangesQuery = z.output<typeof importSessionChangesQuerySchema>;

/**
 * The session's own fields, with only the photos (and their assignments) changed since then,
 * some earlier ones too; an unchanged photo is left out. photo_count is how many photos the
 * session holds in all: when the reader's photos with these changes make another number, some
 * were removed, and the reader reads the whole session again.
 */
export const importSessionChangesSchema = importSessionSchema.extend({
  photo_count: z.number().int().nonnegative(),
});
export type ImportSessionChanges = z.output<typeof importSessionChangesSchema>;

/** POST /api/v1/import-sessions: the device's active session (newest first), or a new one. */
export const openImportSessionBodySchema = z.object({ device_id: deviceIdSchema });
export type OpenImportSessionBody = z.output<typeof openImportSessionBodySchema>;

/** GET /api/v1/import-sessions/active?device_id=: null when the device has none. */
export const activeImportSessionResponseSchema = z.object({
  session: importSessionSchema.nullable(),
});

/** PUT /api/v1/import-sessions/{id}/photos/{sessionPhotoId}: registers a photo before it uploads. */
export const putSessionPhotoBodySchema = z.object({
  metadata: importPhotoMetadataSchema,
  suggested_patient_id: recordIdSchema.nullable().optional(),
});
export type PutSessionPhotoBody = z.output<typeof putSessionPhotoBodySchema>;

/**
 * The upload states a browser may move a session photo between (spec 02 §4.5: pending ->
 * uploading -> uploaded, or failed). `uploaded` is reached only by the recorded upload, never by
 * a report. failed -> uploading is the dialog's retry; a state to itself is a report sent again
 * (a reload resuming an upload).
 */
export const REPORTED_UPLOAD_TRANSITIONS: Readonly<
  Record<ImportUploadStatus, readonly ImportUploadStatus[]>
> = {
  pending: ['pending', 'uploading', 'failed'],
  uploading: ['uploading', 'failed'],
  failed: ['failed', 'uploading'],
  uploaded: [],
};

export function canReportUploadStatus(from: ImportUploadStatus, to: ImportUploadStatus): boolean {
  return REPORTED_UPLOAD_TRANSITIONS[from].includes(to);
}

/**
 * PATCH /api/v1/import-sessions/{id}/photos/{sessionPhotoId}: progress, suggestion and the
 * browser's report of its upload (see REPORTED_UPLOAD_TRANSITIONS).
 */
export const patchSessionPhotoBodySchema = z
  .object({
    upload_status: importUploadStatusSchema,
    upload_progress: z.number().min(0).max(100),
    suggested_patient_id: recordIdSchema.nullable(),
  })
  .partial();
export type PatchSessionPhotoBody = z.output<typeof patchSessionPhotoBodySchema>;

/** POST /api/v1/import-sessions/{id}/assignments: what the dialog did with some photos. */
export const recordAssignmentsBodySchema = z.object({
  assignments: z
    .array(
      z.object({
        session_photo_id: sessionPhotoIdSchema,
        patient_id: recordIdSchema.nullable(),
      }),
    )
    .min(1)
    .max(999),
});
export type RecordAssignmentsBody = z.output<typeof recordAssignmentsBodySchema>;
