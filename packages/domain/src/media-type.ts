export const MEDIA_TYPES = ['image', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** MIME type without parameters, lower-cased: "image/JPEG; charset=x" -> "image/jpeg". */
export function normalizeMimeType(type: string | null | undefined): string {
  return (type ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** image/* or video/*, otherwise null. */
export function mediaTypeOfMime(type: string | null | undefined): MediaType | null {
  const mime = normalizeMimeType(type);
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  return null;
}
