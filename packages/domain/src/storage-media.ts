import { z } from 'zod';
import { recordIdSchema, singleLineText } from './text-input';
import { MEDIA_TYPES } from './media-type';
import { patientRecordSchema } from './patient';

/**
 * The storage manager's media list and the trash calls (spec 01 §2, §4). Only media with
 * file_size above 0 are listed.
 */
export const STORAGE_MEDIA_VIEWS = ['active', 'trash'] as const;
export type StorageMediaView = (typeof STORAGE_MEDIA_VIEWS)[number];
export const STORAGE_MEDIA_SORTS = ['size', 'date', 'name'] as const;
export type StorageMediaSort = (typeof STORAGE_MEDIA_SORTS)[number];
export const DEFAULT_STORAGE_MEDIA_SORT: StorageMediaSort = 'size';
export const STORAGE_MEDIA_TYPE_FILTERS = ['all', 'image', 'video'] as const;
export type StorageMediaTypeFilter = (typeof STORAGE_MEDIA_TYPE_FILTERS)[number];
export const STORAGE_MEDIA_PAGE_MAX = 200;
export const STORAGE_MEDIA_PAGE_DEFAULT = 60;

/**
 * GET /api/v1/storage/media. size: largest first; date: newest date_prise first; name: filename
 * A→Z. Ties by id. Keyset cursor.
 */
export const storageMediaQuerySchema = z.object({
  view: z.enum(STORAGE_MEDIA_VIEWS).default('active'),
  sort: z.enum(STORAGE_MEDIA_SORTS).default(DEFAULT_STORAGE_MEDIA_SORT),
  type: z.enum(STORAGE_MEDIA_TYPE_FILTERS).default('all'),
  cursor: singleLineText().max(500).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(STORAGE_MEDIA_PAGE_MAX)
    .default(STORAGE_MEDIA_PAGE_DEFAULT),
});
export type StorageMediaQuery = z.output<typeof storageMediaQuerySchema>;

export const storageMediaItemSchema = z.object({
  id: z.string(),
  media_type: z.enum(MEDIA_TYPES),
  file_size: z.number().int(),
  filename: z.string(),
  patient_id: z.string().nullable(),
  /** "Prénom Nom", or null when unassigned (the web shows "Non assigné"). */
  patient_name: z.string().nullable(),
  date_prise: z.string(),
  created_at: z.string(),
  duration: z.number().nullable(),
  thumbnail_url: z.string().nullable(),
  is_deleted: z.boolean(),
  deleted_at: z.string().nullable(),
});
export type StorageMediaItem = z.output<typeof storageMediaItemSchema>;

export const storageMediaPageSchema = z.object({
  items: z.array(storageMediaItemSchema),
  nextCursor: z.string().nullable(),
  /** Count and bytes of everything matching view and type, not just this page. */
  total_count: z.number().int().nonnegative(),
  total_size: z.number().nonnegative(),
});
export type StorageMediaPage = z.output<typeof storageMediaPageSchema>;

export const TRASH_IDS_MAX = 500;
export const trashPhotoIdsBodySchema = z.object({
  ids: z.array(recordIdSchema).min(1).max(TRASH_IDS_MAX),
});
export type TrashPhotoIdsBody = z.output<typeof trashPhotoIdsBodySchema>;

/** POST /api/v1/trash/photos/restore: every id restored, variants included. */
export const trashRestoreResultSchema = z.object({
  restored: z.number().int().nonnegative(),
  ids: z.array(z.string()),
});
export type TrashRestoreResult = z.output<typeof trashRestoreResultSchema>;

/**
 * POST /api/v1/trash/photos/delete (permanent, ids must be in the trash), POST /api/v1/trash/empty
 * and DELETE /api/v1/trash/patients/:id. Counts of what was removed for the toast "Éléments
 * supprimés", plus the bytes given back to the quota.
 */
export const trashDeleteResultSchema = z.object({
  photos: z.number().int().nonnegative(),
  patients: z.number().int().nonnegative(),
  drive_files: z.number().int().nonnegative(),
  freed_bytes: z.number().nonnegative(),
});
export type TrashDeleteResult = z.output<typeof trashDeleteResultSchema>;

/** GET /api/v1/trash/summary: what the trash holds. */
export const trashSummarySchema = z.object({
  photos: z.object({ count: z.number().int(), size: z.number() }),
  patients: z.object({ count: z.number().int() }),
});
export type TrashSummary = z.output<typeof trashSummarySchema>;

export const TRASH_PATIENTS_PAGE_MAX = 200;
export const TRASH_PATIENTS_PAGE_DEFAULT = 50;

/** GET /api/v1/trash/patients: last deleted first, keyset cursor. */
export const trashPatientsQuerySchema = z.object({
  cursor: singleLineText().max(500).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(TRASH_PATIENTS_PAGE_MAX)
    .default(TRASH_PATIENTS_PAGE_DEFAULT),
});
export type TrashPatientsQuery = z.output<typeof trashPatientsQuerySchema>;

/** A patient in the trash: the patient record plus when it was deleted. */
export const trashedPatientRecordSchema = patientRecordSchema.extend({
  deleted_at: z.string().nullable(),
});
export type TrashedPatientRecord = z.output<typeof trashedPatientRecordSchema>;

export const trashedPatientsPageSchema = z.object({
  items: z.array(trashedPatientRecordSchema),
  /** Opaque; pass it back as `cursor`. null on the last page. */
  nextCursor: z.string().nullable(),
  /** Patients in the trash, all pages together. */
  total: z.number().int(),
});
export type TrashedPatientsPage = z.output<typeof trashedPatientsPageSchema>;
