import type { ImportSessionPhoto } from '@photodossier/domain/import-session';
import type { PhotoRecord } from '@photodossier/domain/media-record';
import { photoFileUrls } from '@photodossier/domain/photo-urls';
import { mediaTypeOfMime } from '@photodossier/domain/media-type';
import type { AcceptedFile } from './add-files';
import type { ImportPhoto } from './import-model';

/** A session photo id (letters, digits, dashes), chosen in the browser when the file is added. */
export function newSessionPhotoId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function objectUrl(file: Blob): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

export function revokePreview(photo: Pick<ImportPhoto, 'preview'>): void {
  if (photo.preview?.startsWith('blob:') && typeof URL.revokeObjectURL === 'function') {
    URL.revokeObjectURL(photo.preview);
  }
}

const blank = {
  exifDates: null,
  suggestions: [],
  confidence: null,
  faceRegions: [],
  rawFaceEmbeddings: null,
  addedByTimeGrouping: false,
  unassignedUploadProgress: 0,
  unassignedUploadBytesTransferred: 0,
  unassignedUploadSpeed: 0,
  unassignedUploadStartTime: null,
  unassignedUploadError: null,
  unassignedPhotoId: null,
  unassignedPhotoUrl: null,
  assignedToPatient: null,
} as const;

/** A file just added: waiting for its upload, then for its analysis (videos never). */
export function newImportPhoto(
  accepted: AcceptedFile,
  id: string = newSessionPhotoId(),
): ImportPhoto {
  const { file, mediaType, type } = accepted;
  return {
    ...blank,
    id,
    name: file.name,
    size: file.size,
    type,
    mediaType,
    file,
    preview: objectUrl(file),
    timestamp: file.lastModified || Date.now(),
    status: mediaType === 'video' ? 'skipped' : 'waiting',
    unassignedUploadStatus: 'pending',
    unassignedUploadTotalBytes: file.size,
  };
}

/** A photo the server already holds (quick camera, resumed session). */
export function uploadedImportPhoto(input: {
  readonly id: string;
  readonly serverId: string;
  readonly name: string;
  readonly size: number;
  readonly type: string;
  readonly timestamp: number;
  readonly thumbnailUrl?: string | null;
  readonly exifDates?: Readonly<Record<string, string>> | null;
}): ImportPhoto {
  const mediaType = mediaTypeOfMime(input.type) ?? 'image';
  const url = input.thumbnailUrl ?? photoFileUrls.thumbnail(input.serverId);
  return {
    ...blank,
    id: input.id,
    name: input.name,
    size: input.size,
    type: input.type,
    mediaType,
    file: null,
    preview: url,
    timestamp: input.timestamp,
    exifDates: input.exifDates ?? null,
    status: mediaType === 'video' ? 'skipped' : 'waiting',
    unassignedUploadStatus: 'uploaded',
    unassignedUploadProgress: 100,
    unassignedUploadBytesTransferred: input.size,
    unassignedUploadTotalBytes: input.size,
    unassignedPhotoId: input.serverId,
    unassignedPhotoUrl: url,
  };
}

/**
 * When the photo was taken, as the server read it once uploaded: `date_prise` is the EXIF
 * capture time when the file had one (the browser only knows File.lastModified, which is the
 * copy time for files taken off a card). Null when the record says nothing usable.
 */
export function datesOfRecord(
  record: Pick<PhotoRecord, 'date_prise' | 'exif_dates'>,
): Pick<ImportPhoto, 'timestamp' | 'exifDates'> | null {
  const taken = Date.parse(record.date_prise);
  if (!Number.isFinite(taken)) return null;
  return { timestamp: taken, exifDates: record.exif_dates ?? null };
}

export function photoFromRecord(
  record: PhotoRecord,
  id: string = newSessionPhotoId(),
): ImportPhoto {
  const taken = Date.parse(record.date_prise);
  return uploadedImportPhoto({
    id,
    serverId: record.id,
    name: record.filename,
    size: record.file_size,
    type: record.file_type,
    timestamp: Number.isFinite(taken) ? taken : Date.now(),
    thumbnailUrl: record.thumbnail_url ?? record.image_url,
    exifDates: record.exif_dates,
  });
}

/** A session photo whose file is still in the temporary store: to send again. */
export function pendingPhotoFromSession(
  id: string,
  entry: ImportSessionPhoto,
  stored: Blob,
): ImportPhoto {
  const { metadata } = entry;
  // The temporary store keeps bytes and name only: the type and date come from the session,
  // so the upload's fingerprint matches and tus resumes where the server stopped.
  const file = new File([stored], metadata.originalName, {
    type: metadata.type,
    lastModified: metadata.timestamp,
  });
  const photo = newImportPhoto(
    { file, mediaType: mediaTypeOfMime(metadata.type) ?? 'image', type: metadata.type },
    id,
  );
  return { ...photo, timestamp: metadata.timestamp, exifDates: metadata.exif ?? null };
}
