import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';

/** The types a stored photo or video can have, named as the upload rules name them. */
export type AcceptedMediaType =
  | 'image/jpeg'
  | 'image/png'
  | 'image/webp'
  | 'video/mp4'
  | 'video/quicktime'
  | 'video/avi'
  | 'video/webm';

// file-type's names for what the spec accepts. AVI has two spellings in the wild; an M4V is an
// MP4 with Apple's brand and plays wherever an MP4 does.
const FROM_MAGIC: Readonly<Record<string, AcceptedMediaType>> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/webp': 'image/webp',
  'video/mp4': 'video/mp4',
  'video/x-m4v': 'video/mp4',
  'video/quicktime': 'video/quicktime',
  'video/vnd.avi': 'video/avi',
  'video/x-msvideo': 'video/avi',
  'video/webm': 'video/webm',
};

function accepted(mime: string | undefined): AcceptedMediaType | null {
  return (mime && FROM_MAGIC[mime]) || null;
}

/** The real type of a file from its first bytes; null when it is none of the accepted ones. */
export async function sniffMediaFile(path: string): Promise<AcceptedMediaType | null> {
  return accepted((await fileTypeFromFile(path))?.mime);
}

export async function sniffMediaBytes(bytes: Uint8Array): Promise<AcceptedMediaType | null> {
  return accepted((await fileTypeFromBuffer(bytes))?.mime);
}
