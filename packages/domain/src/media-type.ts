export const MEDIA_TYPES = ['image', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** MIME type without parameters, lower-cased: "image/JPEG; charset=x" -> "image/jpeg". */
export function normalizeMimeType(type: string | null | undefined): string {
  return (type ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** The extension of each stored type, read from the file's bytes (the server's file types). */
const EXTENSION_OF_FILE_TYPE: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/avi': 'avi',
  'video/webm': 'webm',
};

/** The extension a stored file of this type carries; null for a type we never store. */
export function extensionOfFileType(type: string | null | undefined): string | null {
  return EXTENSION_OF_FILE_TYPE[normalizeMimeType(type)] ?? null;
}

/** image/* or video/*, otherwise null. */
export function mediaTypeOfMime(type: string | null | undefined): MediaType | null {
  const mime = normalizeMimeType(type);
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  return null;
}
