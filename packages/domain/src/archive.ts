import { z } from 'zod';
import { deviceDaySchema } from './device-day';

/**
 * The practitioner's data taken away and brought back (decision 0043): the spec's JSON export
 * (spec 01 §3 "Export file") and the complete ZIP archive that holds it with every original.
 */
export const EXPORT_VERSION = '1.0.0';

/** Spec 01 §9 "Waits after actions". */
export const DATA_ACTION_WAITS = { afterExportMs: 2000, afterStorageCleanMs: 1500 } as const;

/** Where the JSON export sits in the archive; restore refuses an archive without it. */
export const ARCHIVE_EXPORT_ENTRY = 'photodossier-export.json';
export const ARCHIVE_APPLICATION = 'PhotoDossier';

/**
 * The JSON export's name carries the date (spec 01 §3): photodossier-export-2026-03-14.json.
 * `day` is the calendar day where the practitioner is ("2026-03-14"), never the UTC one, so an
 * export made at 00:30 is not named after the day before.
 */
export function exportFileName(day: string): string {
  return `photodossier-export-${day}.json`;
}

/** The complete archive's name: photodossier-archive-2026-03-14.zip. */
export function archiveFileName(day: string): string {
  return `photodossier-archive-${day}.zip`;
}

const archivePatientSchema = z.object({
  id: z.string().min(1).max(64),
  nom: z.string(),
  prenom: z.string(),
  date_naissance: z.string(),
  email: z.string(),
  telephone: z.string(),
  tags: z.array(z.string()),
  sexe: z.string(),
  adresse: z.string(),
  commentaire: z.string(),
  cote_affecte: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  is_deleted: z.boolean(),
  deleted_at: z.string().nullable(),
});

const archivePhotoSchema = z.object({
  id: z.string().min(1).max(64),
  patient_id: z.string().nullable(),
  date_prise: z.string(),
  zone_traitee: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  file_size: z.number().int().nonnegative(),
  file_type: z.string(),
  media_type: z.enum(['image', 'video']),
  duration: z.number().nullable(),
  video_resolution: z.string().nullable(),
  video_fps: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  annotations: z.unknown().nullable(),
  is_deleted: z.boolean(),
  deleted_at: z.string().nullable(),
  tags: z.array(z.string()),
  filename: z.string(),
  exif_dates: z.unknown().nullable(),
  /** The original's path inside the archive; null in the JSON export downloaded alone. */
  archive_path: z.string().nullable(),
});

const archiveTagSchema = z.object({
  id: z.string(),
  kind: z.enum(['patient', 'photo']),
  name: z.string(),
  /** Since the tag management (decision 0046); older archives have none. */
  color: z.string().nullable().optional(),
  created_at: z.string(),
});

/** The organization settings, text only (decision 0046); older archives have none. */
const archivePracticeSchema = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  professional_id_kind: z.string(),
  professional_id: z.string(),
});

/** Spec 01 §3: patients, photos, tags, settings, exportDate, version "1.0.0". */
export const dataExportSchema = z.object({
  application: z.literal(ARCHIVE_APPLICATION),
  version: z.literal(EXPORT_VERSION),
  exportDate: z.string(),
  patients: z.array(archivePatientSchema),
  photos: z.array(archivePhotoSchema),
  tags: z.array(archiveTagSchema),
  settings: z.record(z.string(), z.unknown()).nullable(),
  practice: archivePracticeSchema.nullable().optional(),
});
export type DataExport = z.output<typeof dataExportSchema>;
export type ArchivePatient = z.output<typeof archivePatientSchema>;
export type ArchivePhoto = z.output<typeof archivePhotoSchema>;

export const exportQuerySchema = z.object({ day: deviceDaySchema });

export const archiveQuerySchema = z.object({
  embeddings: z.enum(['0', '1']).default('0'),
  day: deviceDaySchema,
});

/** What a restore added, for the report shown to the user. */
export const restoreReportSchema = z.object({
  patients_added: z.number().int(),
  photos_added: z.number().int(),
  files_skipped: z.number().int(),
  tags_added: z.number().int(),
  annotations_added: z.number().int(),
  bytes_added: z.number().int(),
});
export type RestoreReport = z.output<typeof restoreReportSchema>;

/**
 * A complete archive prepared in the background (decision 0046): it survives a server
 * restart, reports its progress and is offered for download, by a signed expiring link, until
 * `expires_at`.
 */
export const EXPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const EXPORT_JOB_KEEP_DAYS = 7;
export const exportJobSchema = z.object({
  id: z.string(),
  status: z.enum(EXPORT_JOB_STATUSES),
  with_embeddings: z.boolean(),
  bytes_done: z.number().int().nonnegative(),
  bytes_total: z.number().int().nonnegative(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type ExportJob = z.output<typeof exportJobSchema>;
export const exportJobListSchema = z.object({ items: z.array(exportJobSchema) });
export type ExportJobList = z.output<typeof exportJobListSchema>;
export const exportJobCreateSchema = z.object({ embeddings: z.boolean().default(false) });
export const exportJobDownloadSchema = z.object({ url: z.string(), expires_at: z.string() });
export type ExportJobDownload = z.output<typeof exportJobDownloadSchema>;
