import { normalizeMimeType } from '@photodossier/domain/media-type';

// Some systems give .mov, .avi or .webp files no type; their extension then stands in for it.
const TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/avi',
  webm: 'video/webm',
};

/** The file's declared type, or the one its extension implies when it declares none. */
export function fileMimeType(file: Pick<File, 'name' | 'type'>): string {
  const declared = normalizeMimeType(file.type);
  if (declared) return declared;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? '';
}
