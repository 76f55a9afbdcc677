import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobStore } from '../../platform/blobs/blob-store';
import {
  makeImageDerivatives,
  VIDEO_THUMBNAIL_BOX,
  type Derivatives,
} from '../uploads/image-processing';
import { photoStorageKeysOf } from '../uploads/storage-keys';
import { extractPoster } from '../uploads/video-probe';

export interface RestoredFile {
  readonly key: string;
  readonly contentType: string;
  readonly size: number;
  readonly mediaType: 'image' | 'video';
  readonly duration: number | null;
}

/**
 * Writes a restored original and makes its thumbnail and preview as an upload's finishing does
 * (the archive carries originals only). The original passes through a private temporary file:
 * the decoders and ffmpeg read files. Every key written is pushed to `written` as soon as it
 * exists, so a refused restore can remove it.
 */
export async function storeRestoredFile(
  blobs: BlobStore,
  file: RestoredFile,
  source: Readable,
  written: string[],
): Promise<{ thumbnail_path: string | null; preview_path: string | null }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'pd-restored-'));
  try {
    const staged = path.join(folder, 'original');
    await pipeline(source, createWriteStream(staged, { mode: 0o600 }));
    await blobs.put(file.key, createReadStream(staged), {
      contentType: file.contentType,
      contentLength: file.size,
    });
    written.push(file.key);
    const derivatives = await derive(staged, file);
    const keys = photoStorageKeysOf(file.key);
    const put = async (target: string, bytes: Buffer | null, type: string) => {
      if (!bytes) return null;
      await blobs.put(target, Readable.from([bytes]), {
        contentType: type,
        contentLength: bytes.length,
      });
      written.push(target);
      return target;
    };
    return {
      thumbnail_path: await put(keys.thumbnail, derivatives.thumbnail, 'image/jpeg'),
      preview_path: await put(keys.preview, derivatives.preview, 'image/webp'),
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

// A file the decoders cannot read is still restored: the viewer shows the original.
async function derive(staged: string, file: RestoredFile): Promise<Derivatives> {
  const none: Derivatives = { thumbnail: null, preview: null };
  try {
    if (file.mediaType === 'image') return await makeImageDerivatives(staged);
    const poster = await extractPoster(staged, file.duration);
    return poster ? await makeImageDerivatives(poster, VIDEO_THUMBNAIL_BOX) : none;
  } catch {
    return none;
  }
}
