import type { UploadSource } from './media-record';

/**
 * Export choices of a comparison (decision 0029). Kept apart from the zod schemas: the export
 * worker reads these and must not carry a validation library.
 */

/** The mark of plans without watermark_free_export (spec 01 §5). */
export const EXPORT_WATERMARK_TEXT = 'PhotoDossier';

/**
 * What a watermarked export says: the practice it comes from when the organization settings
 * name one (decision 0046), always with the product's mark, which is what the plan withholds.
 */
export function exportWatermarkText(practiceName: string | null | undefined): string {
  const name = practiceName?.trim();
  return name ? `${name} · ${EXPORT_WATERMARK_TEXT}` : EXPORT_WATERMARK_TEXT;
}

/** Choices of the export dialog. */
export const EXPORT_SIZES = [720, 1080, 1440] as const;
export const DEFAULT_EXPORT_SIZE = 1080;
export const EXPORT_DURATIONS_S = [2, 3, 4, 6] as const;
export const DEFAULT_EXPORT_DURATION_S = 3;
export const GIF_FRAME_RATE = 10;
export const VIDEO_FRAME_RATE = 30;
export const EXPORT_TRANSITIONS = ['crossfade', 'wipe'] as const;
export type ExportTransition = (typeof EXPORT_TRANSITIONS)[number];
/** What is saved to a record from the comparison screen (tus Upload-Metadata upload_source). */
export const COMPARISON_EXPORT_UPLOAD_SOURCE = 'comparison_export' satisfies UploadSource;
