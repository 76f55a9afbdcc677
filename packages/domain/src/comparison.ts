import { z } from 'zod';
import { plainTextSchema } from './plain-text';

/**
 * Before/after comparisons (spec 01 §1, §2; decision 0029). A comparison puts 2 to 4 photos of
 * one patient in a common frame; each photo keeps its own placement in that frame, the
 * originals are never changed.
 */

export const COMPARISON_MODES = ['before_after', 'side_by_side', 'overlay'] as const;
export const comparisonModeSchema = z.enum(COMPARISON_MODES);
export type ComparisonMode = z.output<typeof comparisonModeSchema>;

export const COMPARISON_MIN_PHOTOS = 2;
export const COMPARISON_MAX_PHOTOS = 4;
/** Before/after and overlay show two photos; side by side shows up to four. */
export function photosShownIn(mode: ComparisonMode, available: number): number {
  const shown = mode === 'side_by_side' ? COMPARISON_MAX_PHOTOS : COMPARISON_MIN_PHOTOS;
  return Math.min(shown, available);
}

export const COMPARISON_TITLE_MAX = 120;
/** A blink toggles between the two photos this often, a classic dermatology reading rhythm. */
export const COMPARISON_BLINK_INTERVAL_MS = 700;

const unit = z.number().finite().min(0).max(1);
const coordinate = z.number().finite().min(-100).max(100);

/** A point in photo units: pixels divided by the photo's width (x and y alike). */
export const photoPointSchema = z.object({ x: coordinate, y: coordinate });
export type PhotoPoint = z.output<typeof photoPointSchema>;

export const eyePointsSchema = z.object({ left: photoPointSchema, right: photoPointSchema });
export type EyePoints = z.output<typeof eyePointsSchema>;

/**
 * Where a photo sits in the comparison's frame: a point p of the photo (photo units) lands at
 * scale·R(rotation)·p + (x, y) in frame units (the frame is 1 wide, 1/aspect high).
 */
export const placementSchema = z.object({
  x: coordinate,
  y: coordinate,
  scale: z.number().finite().min(0.01).max(100),
  /** Radians, clockwise on screen (y points down). */
  rotation: z
    .number()
    .finite()
    .min(-Math.PI * 2)
    .max(Math.PI * 2),
});
export type Placement = z.output<typeof placementSchema>;

export const IDENTITY_PLACEMENT: Placement = { x: 0, y: 0, scale: 1, rotation: 0 };

/** One photo of a comparison: its placement, and the eyes and face found on it (if any). */
export const comparisonPhotoSettingsSchema = z.object({
  photo_id: z.string().min(1).max(64),
  placement: placementSchema,
  eyes: eyePointsSchema.nullable(),
  /** Face box width in photo units, the yardstick of alignment precision. */
  face_width: z.number().finite().min(0).max(100).nullable(),
  /** A video's frame, in seconds from its start; null for a photo. */
  frame_time: z.number().finite().min(0).max(86_400).nullable(),
});
export type ComparisonPhotoSettings = z.output<typeof comparisonPhotoSettingsSchema>;

/** The visible part of the frame (frame units); its aspect is the output's. */
export const cropSchema = z.object({
  x: coordinate,
  y: coordinate,
  width: z.number().finite().min(0.01).max(100),
  height: z.number().finite().min(0.01).max(100),
});
export type Crop = z.output<typeof cropSchema>;

export const dividerOrientationSchema = z.enum(['vertical', 'horizontal']);
export type DividerOrientation = z.output<typeof dividerOrientationSchema>;

export const comparisonViewSchema = z.object({
  mode: comparisonModeSchema,
  /** vertical: the divider is a vertical line (before on the left). */
  orientation: dividerOrientationSchema,
  /** Divider position 0-1 across the frame. */
  divider: unit,
  /** Overlay: opacity of the after photo, 0-1. */
  opacity: unit,
  labels: z.boolean(),
  /** Frame aspect, width / height. */
  aspect: z.number().finite().min(0.1).max(10),
  crop: cropSchema,
});
export type ComparisonView = z.output<typeof comparisonViewSchema>;

export const comparisonBodySchema = z
  .object({
    title: plainTextSchema(COMPARISON_TITLE_MAX),
    photos: z
      .array(comparisonPhotoSettingsSchema)
      .min(COMPARISON_MIN_PHOTOS)
      .max(COMPARISON_MAX_PHOTOS),
    view: comparisonViewSchema,
  })
  .refine(
    (body) => new Set(body.photos.map((photo) => photo.photo_id)).size === body.photos.length,
    {
      message: 'a photo appears twice',
      path: ['photos'],
    },
  );
export type ComparisonBody = z.output<typeof comparisonBodySchema>;

export const comparisonRecordSchema = z.object({
  id: z.string(),
  patient_id: z.string(),
  title: z.string(),
  photos: z.array(comparisonPhotoSettingsSchema),
  view: comparisonViewSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type ComparisonRecord = z.output<typeof comparisonRecordSchema>;

export const comparisonListSchema = z.object({ items: z.array(comparisonRecordSchema) });
export type ComparisonList = z.output<typeof comparisonListSchema>;

/**
 * GET /api/v1/comparisons/export-policy: what the server's plan check decides for exports, and
 * the practice's name (organization settings) the watermark names when it is set.
 */
export const exportPolicySchema = z.object({
  watermark: z.boolean(),
  practice_name: z.string().nullable(),
});
export type ExportPolicy = z.output<typeof exportPolicySchema>;
