import type { PhotoListItem } from '@photodossier/domain/media-record';
import { photoFileUrls } from '@photodossier/domain/photo-urls';

/** What a comparison draws of a media: a photo's display copy, or a video's frame. */
export interface MediaFrameRef {
  readonly photo: PhotoListItem;
  readonly frameTime: number | null;
}

export function mediaSourceUrl(photo: PhotoListItem): string {
  if (photo.media_type === 'video') return photoFileUrls.original(photo.id);
  return photo.preview_url ?? photoFileUrls.original(photo.id);
}

function once(target: EventTarget, ok: string): Promise<void> {
  return new Promise((resolve, reject) => {
    target.addEventListener(ok, () => resolve(), { once: true });
    target.addEventListener('error', () => reject(new Error(`media ${ok} failed`)), { once: true });
  });
}

async function videoFrame(url: string, time: number): Promise<ImageBitmap> {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  const loaded = once(video, 'loadeddata');
  video.src = url;
  try {
    await loaded;
    const seeked = once(video, 'seeked');
    video.currentTime = Math.min(time, Math.max(0, (video.duration || 0) - 0.05));
    await seeked;
    return await createImageBitmap(video);
  } finally {
    video.removeAttribute('src');
    video.load();
  }
}

/**
 * Decoded pixels of a comparison's media, kept per page so that alignment, re-renders and every
 * export reuse one decode. The display copy (~1440 px) is what the stage shows and what exports
 * are made from: exports go up to 1440 px.
 */
export class MediaBitmapCache {
  readonly #bitmaps = new Map<string, Promise<ImageBitmap>>();

  get({ photo, frameTime }: MediaFrameRef): Promise<ImageBitmap> {
    const key = `${photo.id}@${frameTime ?? ''}`;
    let bitmap = this.#bitmaps.get(key);
    if (!bitmap) {
      const url = mediaSourceUrl(photo);
      bitmap =
        photo.media_type === 'video'
          ? videoFrame(url, frameTime ?? 0)
          : fetch(url, { credentials: 'same-origin' }).then(async (response) => {
              if (!response.ok) throw new Error(`media ${response.status}`);
              return createImageBitmap(await response.blob());
            });
      bitmap.catch(() => this.#bitmaps.delete(key));
      this.#bitmaps.set(key, bitmap);
    }
    return bitmap;
  }

  clear(): void {
    for (const bitmap of this.#bitmaps.values())
      void bitmap.then(
        (made) => made.close(),
        () => {},
      );
    this.#bitmaps.clear();
  }
}
