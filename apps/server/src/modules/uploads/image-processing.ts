import sharp from 'sharp';

// Each photo is read once per size; libvips' operation cache would keep decoded images of
// other users' photos in memory for nothing.
sharp.cache(false);

/** Spec 01 §9 draws video posters at 320x240; image thumbnails keep 320 px of width. */
export const THUMBNAIL_WIDTH = 320;
export const VIDEO_THUMBNAIL_BOX = { width: 320, height: 240 } as const;
/** The viewer's display size: large enough for a 1440 px wide screen, far below an original. */
export const PREVIEW_BOX = 1440;

export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

export interface Derivatives {
  readonly thumbnail: Buffer | null;
  readonly preview: Buffer | null;
}

// Past decodesCompletely, a file with a harmless glitch (a stray marker) still makes a preview.
const LENIENT = { failOn: 'none' } as const;

/** Width and height as displayed (EXIF orientation applied); null when it is not an image. */
export async function readImageSize(input: string | Buffer): Promise<ImageSize | null> {
  try {
    const metadata = await sharp(input, LENIENT).metadata();
    const { width, height } = metadata.autoOrient ?? metadata;
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

/**
 * Whether the whole image decodes: a file cut short (an interrupted copy, half a JPEG) has a
 * valid header and would otherwise be stored with a grey lower half. Decoded at a small size,
 * which still reads every byte.
 */
export async function decodesCompletely(input: string | Buffer): Promise<boolean> {
  try {
    await sharp(input, { failOn: 'truncated' })
      .resize({ width: 64, height: 64, fit: 'inside' })
      .raw()
      .toBuffer();
    return true;
  } catch {
    return false;
  }
}

async function orNull(work: Promise<Buffer>): Promise<Buffer | null> {
  try {
    return await work;
  } catch {
    return null;
  }
}

/**
 * JPEG thumbnail and WebP preview, turned upright by the EXIF orientation. `input` is a file
 * path for uploads (libvips reads it itself, shrinking JPEGs while decoding) or a small buffer
 * (a video poster). Either may fail alone: a photo without one still records.
 */
export async function makeImageDerivatives(
  input: string | Buffer,
  thumbnailBox: { width: number; height?: number } = { width: THUMBNAIL_WIDTH },
): Promise<Derivatives> {
  const thumbnail = await orNull(
    sharp(input, LENIENT)
      .rotate()
      .resize({ ...thumbnailBox, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer(),
  );
  const preview = await orNull(
    sharp(input, LENIENT)
      .rotate()
      .resize({ width: PREVIEW_BOX, height: PREVIEW_BOX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer(),
  );
  return { thumbnail, preview };
}

/** Spec 01 §9: phones draw their video posters up to 640x480. */
const CLIENT_POSTER_BOX = { width: 640, height: 480 } as const;

/** A client's video poster, re-encoded so only a clean, small JPEG is ever stored. */
export async function normalizeClientThumbnail(jpeg: Buffer): Promise<Buffer | null> {
  return orNull(
    sharp(jpeg)
      .rotate()
      .resize({ ...CLIENT_POSTER_BOX, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer(),
  );
}
