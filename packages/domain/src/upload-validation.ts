import { failure, type CheckFailure } from './check-result';
import { mediaTypeOfMime, normalizeMimeType, type MediaType } from './media-type';
import {
  ACCEPTED_UPLOAD_MIME_TYPES,
  UPLOAD_MAX_IMAGE_BYTES,
  UPLOAD_MAX_IMAGE_MB,
  UPLOAD_MAX_VIDEO_BYTES,
  UPLOAD_MAX_VIDEO_MB,
  type AcceptedUploadMimeType,
} from './upload-limits';

export interface UploadFileFacts {
  readonly size: number;
  readonly type: string;
}

export type UploadCheck =
  | { readonly ok: true; readonly mimeType: AcceptedUploadMimeType; readonly mediaType: MediaType }
  | CheckFailure<
      | 'upload.invalid_file'
      | 'upload.invalid_or_empty_file'
      | 'upload.unsupported_type'
      | 'upload.file_too_large'
    >;

export function isAcceptedUploadMimeType(type: string): type is AcceptedUploadMimeType {
  return (ACCEPTED_UPLOAD_MIME_TYPES as readonly string[]).includes(type);
}

export function uploadMaxBytes(mediaType: MediaType): number {
  return mediaType === 'video' ? UPLOAD_MAX_VIDEO_BYTES : UPLOAD_MAX_IMAGE_BYTES;
}

/**
 * Core upload rules: non-empty, accepted type, then size by media type. Type is checked before
 * size so that an unsupported file is never told it is merely too large.
 */
export function validateUpload(file: UploadFileFacts | null | undefined): UploadCheck {
  if (!file || !Number.isFinite(file.size) || file.size < 0) return failure('upload.invalid_file');
  if (file.size === 0) return failure('upload.invalid_or_empty_file');

  const mimeType = normalizeMimeType(file.type);
  if (!isAcceptedUploadMimeType(mimeType)) return failure('upload.unsupported_type');

  const mediaType = mediaTypeOfMime(mimeType) === 'video' ? 'video' : 'image';
  if (file.size > uploadMaxBytes(mediaType)) {
    const max = mediaType === 'video' ? UPLOAD_MAX_VIDEO_MB : UPLOAD_MAX_IMAGE_MB;
    return failure('upload.file_too_large', { max });
  }
  return { ok: true, mimeType, mediaType };
}
