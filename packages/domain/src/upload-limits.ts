import { BYTES_PER_MB } from './byte-units';

// Upload rules of the core spec (per file, checked again by the server).
export const UPLOAD_MAX_IMAGE_MB = 50;
export const UPLOAD_MAX_VIDEO_MB = 100;
export const UPLOAD_MAX_IMAGE_BYTES = UPLOAD_MAX_IMAGE_MB * BYTES_PER_MB;
export const UPLOAD_MAX_VIDEO_BYTES = UPLOAD_MAX_VIDEO_MB * BYTES_PER_MB;

export const ACCEPTED_UPLOAD_IMAGE_MIME_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/webp',
] as const;
export const ACCEPTED_UPLOAD_VIDEO_MIME_TYPES = [
  'video/mp4',
  'video/quicktime',
  'video/mov',
  'video/avi',
  'video/webm',
] as const;
export const ACCEPTED_UPLOAD_MIME_TYPES = [
  ...ACCEPTED_UPLOAD_IMAGE_MIME_TYPES,
  ...ACCEPTED_UPLOAD_VIDEO_MIME_TYPES,
] as const;
export type AcceptedUploadMimeType = (typeof ACCEPTED_UPLOAD_MIME_TYPES)[number];

// Import dialog: the spec keeps two readings side by side (15 MB images in the dialog check,
// 50 MB stated on the manual-import tile and when reading a file as a data URL).
export const IMPORT_DIALOG_MAX_IMAGE_MB = 15;
export const IMPORT_DIALOG_MAX_VIDEO_MB = 50;
export const IMPORT_DIALOG_MAX_IMAGE_BYTES = IMPORT_DIALOG_MAX_IMAGE_MB * BYTES_PER_MB;
export const IMPORT_DIALOG_MAX_VIDEO_BYTES = IMPORT_DIALOG_MAX_VIDEO_MB * BYTES_PER_MB;
export const MANUAL_IMPORT_TILE_MAX_MB = 50;
export const DATA_URL_READ_MAX_BYTES = 50 * BYTES_PER_MB;
export const MANUAL_IMPORT_ACCEPTED_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const IMPORT_MAX_FILES_DEFAULT = 999;

export const TEMP_PHOTO_MAX_BYTES = 15 * BYTES_PER_MB;
