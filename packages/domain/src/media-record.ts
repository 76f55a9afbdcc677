import { z } from 'zod';
import { recordIdSchema, singleLineText } from './text-input';
import { MEDIA_TYPES } from './media-type';
import { tagNameSchema } from './tag-record';

/**
 * Photos and videos (collection photos of spec 01 §3 and spec 02 §3) as the API returns them.
 * Field names are the spec's. Times are ISO strings. Files are served by our API, so the URLs
 * are same-origin paths, never storage addresses.
 */

export const ZONE_TRAITEE_MAX = 200;
export const TEXT_ANNOTATION_MAX = 500;
/** A drawing is kept as a PNG data URL (canvasData); 8 MB of text covers a 1440 px canvas. */
export const ANNOTATION_CANVAS_MAX_CHARS = 8 * 1024 * 1024;

export const textAnnotationSchema = z.object({
  id: z.string().min(1).max(64),
  /** Position as a fraction of the photo's width and height (0..1), so any display size fits. */
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  text: z.string().trim().min(1).max(TEXT_ANNOTATION_MAX),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  /** Font size as a fraction of the photo's height. */
  size: z.number().min(0.01).max(0.5),
});
export type TextAnnotation = z.output<typeof textAnnotationSchema>;

export const annotationsSchema = z.object({
  /** The drawing layer, a PNG data URL over the whole photo; '' when nothing is drawn. */
  canvasData: z.union([
    z.literal(''),
    z
      .string()
      .max(ANNOTATION_CANVAS_MAX_CHARS)
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/),
  ]),
  textAnnotations: z.array(textAnnotationSchema).max(200),
  /** When the annotations were last saved (ISO). */
  timestamp: z.string(),
});
export type Annotations = z.output<typeof annotationsSchema>;

/** EXIF date fields as the camera wrote them ("2024:05:01 10:00:00"), with their offsets. */
export const exifDatesSchema = z.record(z.string(), z.string());
export type ExifDates = z.output<typeof exifDatesSchema>;

export const photoRecordSchema = z.object({
  id: z.string(),
  /** null when unassigned (older data may say "unassigned"; the API always says null). */
  patient_id: z.string().nullable(),
  image_url: z.string(),
  /** JPEG thumbnail (320 px) for images and videos; null when none could be made. */
  thumbnail_url: z.string().nullable(),
  /** Display-size WebP (about 1440 px) of an image or of a video's poster; null when none. */
  preview_url: z.string().nullable(),
  storage_path: z.string(),
  /** When the photo was taken: EXIF original date, else the file's date, else the upload. */
  date_prise: z.string(),
  zone_traitee: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  file_size: z.number().int(),
  file_type: z.string(),
  media_type: z.enum(MEDIA_TYPES),
  /** Seconds, videos only. */
  duration: z.number().nullable(),
  /** "1920x1080", videos only. */
  video_resolution: z.string().nullable(),
  video_fps: z.number().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Detail answers carry the annotations; list items only say whether there are any. */
  annotations: annotationsSchema.nullable(),
  has_annotations: z.boolean(),
  is_deleted: z.boolean(),
  deleted_at: z.string().nullable(),
  has_background_removed: z.boolean(),
  background_removed_url: z.string().nullable(),
  original_photo_id: z.string().nullable(),
  upload_source: z.string().nullable(),
  session_id: z.string().nullable(),
  recovered: z.boolean(),
  recovery_date: z.string().nullable(),
  tags: z.array(z.string()),
  filename: z.string(),
  exif_dates: exifDatesSchema.nullable(),
});
export type PhotoRecord = z.output<typeof photoRecordSchema>;

/** Which photos a list or a viewer walks through. */
export const PHOTO_SCOPES = ['all', 'unassigned', 'patient'] as const;
export type PhotoScope = (typeof PHOTO_SCOPES)[number];

export const PHOTOS_PAGE_MAX = 500;
export const PHOTOS_PAGE_DEFAULT = 100;

/**
 * GET /api/v1/photos: newest date_prise first (ties by id), soft-deleted never included.
 * scope patient needs patient_id.
 */
export const photoListQuerySchema = z
  .object({
    scope: z.enum(PHOTO_SCOPES).default('all'),
    patient_id: recordIdSchema.optional(),
    cursor: singleLineText().max(500).optional(),
    limit: z.coerce.number().int().min(1).max(PHOTOS_PAGE_MAX).default(PHOTOS_PAGE_DEFAULT),
  })
  .refine((query) => query.scope !== 'patient' || query.patient_id !== undefined, {
    error: 'validation.required',
    path: ['patient_id'],
  });
export type PhotoListQuery = z.output<typeof photoListQuerySchema>;

/**
 * An item of a list page: the record without what a listed photo cannot differ in (lists never
 * hold photos in the trash) or does not need (the annotations, megabytes of drawing, and the
 * server's storage path). A page of 100 photos is a fifth lighter to write, send and read
 * (issue 24, decision 0076); the viewer reads the photo's own record.
 */
export const photoListItemSchema = photoRecordSchema.omit({
  storage_path: true,
  annotations: true,
  is_deleted: true,
  deleted_at: true,
  recovered: true,
  recovery_date: true,
});
export type PhotoListItem = z.output<typeof photoListItemSchema>;

export const photosPageSchema = z.object({
  items: z.array(photoListItemSchema),
  nextCursor: z.string().nullable(),
});
export type PhotosPage = z.output<typeof photosPageSchema>;

/** GET /api/v1/photos/{id}/neighbours?scope=…: the viewer's previous (newer) and next (older). */
export const photoNeighboursQuerySchema = z.object({
  scope: z.enum(PHOTO_SCOPES).default('all'),
});
export const photoNeighboursSchema = z.object({
  previousId: z.string().nullable(),
  nextId: z.string().nullable(),
  /** 1-based place of the photo in the scope, and how many there are. */
  position: z.number().int(),
  total: z.number().int(),
});
export type PhotoNeighbours = z.output<typeof photoNeighboursSchema>;

/**
 * PATCH /api/v1/photos/{id}: only the fields sent change. patient_id re-files the photo under
 * another patient (or null: unassigned) from the viewer, with its face embeddings; assigning
 * unassigned photos in bulk has its own route with the spec's refusals.
 */
export const photoPatchSchema = z
  .object({
    patient_id: recordIdSchema.nullable(),
    zone_traitee: singleLineText().trim().max(ZONE_TRAITEE_MAX),
    tags: z
      .array(tagNameSchema)
      .max(100)
      .transform((tags) => [...new Set(tags)]),
    annotations: annotationsSchema.nullable(),
    date_prise: z.iso.datetime({ offset: true }),
  })
  .partial();
export type PhotoPatch = z.output<typeof photoPatchSchema>;

/** Spec 01 §9: metadata-only assignment goes 10 photos per call; moving files, 3 at a time. */
export const ASSIGN_BATCH_SIZE = 10;
export const ASSIGN_MOVE_CONCURRENCY = 3;

export const assignPhotosBodySchema = z.object({
  photoIds: z.array(recordIdSchema).min(1).max(ASSIGN_BATCH_SIZE),
  patientId: recordIdSchema,
  /** Also move the stored files into the patient's folder (the spec's moving variant). */
  moveFiles: z.boolean().default(false),
});
export type AssignPhotosBody = z.input<typeof assignPhotosBodySchema>;

export const assignResultSchema = z.object({
  success: z.boolean(),
  photoId: z.string(),
  /** An error code: photo.unassigned_not_found, photo.already_assigned, photo.update_failed. */
  error: z.string().optional(),
});
export const assignResultsSchema = z.object({ results: z.array(assignResultSchema) });
export type AssignResult = z.output<typeof assignResultSchema>;

/** POST /api/v1/photos/delete: soft delete (to the trash) of several photos in one write. */
export const photoIdsBodySchema = z.object({
  ids: z.array(recordIdSchema).min(1).max(500),
});
/** Answer of POST /api/v1/photos/delete: the ids moved to the trash, linked variants included. */
export const trashedPhotosSchema = z.object({ ids: z.array(z.string()) });

/**
 * Metadata of a resumable upload (tus Upload-Metadata), sent by the web and checked by the
 * server; the type is only a claim until the server has read the file's first bytes.
 */
export const UPLOAD_ENDPOINT = '/api/v1/uploads';
/** On HEAD or PATCH of an upload already recorded: the id of the photo it became. */
export const UPLOAD_PHOTO_ID_HEADER = 'upload-photo-id';
/** Where an upload comes from, when not a plain file pick: the quick camera, a comparison export. */
export const UPLOAD_SOURCES = ['camera_quick', 'comparison_export'] as const;
export const uploadSourceSchema = z.enum(UPLOAD_SOURCES);
export type UploadSource = z.output<typeof uploadSourceSchema>;
export const uploadMetadataSchema = z.object({
  filename: singleLineText().trim().min(1).max(255),
  filetype: singleLineText().max(255),
  /** Absent or '' for an unassigned upload. */
  patient_id: z.union([z.literal(''), recordIdSchema]).optional(),
  zone_traitee: singleLineText().trim().max(ZONE_TRAITEE_MAX).optional(),
  /** Tag names joined by commas. */
  tags: singleLineText().max(5000).optional(),
  /** File.lastModified in epoch ms, the date used when the file has no EXIF date. */
  last_modified: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
  upload_source: uploadSourceSchema.optional(),
  /** The import session the upload belongs to, and the photo's id within it. */
  session_id: z.union([z.literal(''), recordIdSchema]).optional(),
  session_photo_id: z.union([z.literal(''), recordIdSchema]).optional(),
  /** A quick-camera capture's best face match, kept for the import dialog. */
  suggested_patient_id: z.union([z.literal(''), recordIdSchema]).optional(),
  /** '1' when the browser will send its own video thumbnail after the upload. */
  client_thumbnail: z.enum(['0', '1']).optional(),
  /**
   * The browser's IANA time zone (Intl…resolvedOptions().timeZone): the clock of an EXIF date
   * that carries no offset. Without it the server's own zone is assumed.
   */
  time_zone: singleLineText().max(64).optional(),
  /**
   * The photo whose background this upload removed (spec 01 §4): the upload becomes its
   * variant, filed with the original's patient, and the original points at it.
   */
  original_photo_id: recordIdSchema.optional(),
});
export type UploadMetadata = z.output<typeof uploadMetadataSchema>;

/** PUT /api/v1/photos/{id}/thumbnail takes a JPEG of at most this size (the client poster). */
export const CLIENT_THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;
