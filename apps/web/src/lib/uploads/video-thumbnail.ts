import { MOBILE_BREAKPOINT_PX } from '@photodossier/domain/layout';
import {
  VIDEO_THUMBNAIL,
  VIDEO_THUMBNAIL_MOBILE,
  VIDEO_THUMBNAIL_TIMEOUT_MS,
} from '@photodossier/domain/media-timings';

export type VideoFacts = {
  /** Seconds; null when the browser cannot tell. */
  duration: number | null;
  width: number;
  height: number;
};

export type VideoReading = {
  facts: VideoFacts | null;
  /** JPEG poster made in the browser; null when it could not be made (the server makes one). */
  thumbnail: Blob | null;
};

export type ThumbnailSettings = {
  maxWidth: number;
  maxHeight: number;
  quality: number;
  maxCanvasSize: number;
  timeoutMs: number;
};

export function thumbnailSettings(mobile: boolean): ThumbnailSettings {
  return mobile
    ? {
        maxWidth: VIDEO_THUMBNAIL_MOBILE.maxWidth,
        maxHeight: VIDEO_THUMBNAIL_MOBILE.maxHeight,
        quality: VIDEO_THUMBNAIL_MOBILE.quality,
        maxCanvasSize: VIDEO_THUMBNAIL_MOBILE.maxCanvasSize,
        timeoutMs: VIDEO_THUMBNAIL_TIMEOUT_MS.mobile,
      }
    : {
        maxWidth: VIDEO_THUMBNAIL.width,
        maxHeight: VIDEO_THUMBNAIL.height,
        quality: VIDEO_THUMBNAIL.quality,
        maxCanvasSize: Math.max(VIDEO_THUMBNAIL.width, VIDEO_THUMBNAIL.height),
        timeoutMs: VIDEO_THUMBNAIL_TIMEOUT_MS.web,
      };
}

/**
 * The poster's size: the frame fitted inside the 320x240 box (640x480 on phones), never
 * enlarged and never above the canvas cap, keeping its proportions so portrait videos are
 * not squashed. Null without dimensions (the spec's no-dimension failure).
 */
export function thumbnailDimensions(
  videoWidth: number,
  videoHeight: number,
  settings: Pick<ThumbnailSettings, 'maxWidth' | 'maxHeight' | 'maxCanvasSize'>,
): { width: number; height: number } | null {
  if (!(videoWidth > 0) || !(videoHeight > 0)) return null;
  const scale = Math.min(
    1,
    settings.maxWidth / videoWidth,
    settings.maxHeight / videoHeight,
    settings.maxCanvasSize / Math.max(videoWidth, videoHeight),
  );
  return {
    width: Math.max(1, Math.round(videoWidth * scale)),
    height: Math.max(1, Math.round(videoHeight * scale)),
  };
}

/** The capture time: 0.5 s, or the middle of a shorter clip. */
export function captureTime(duration: number | null): number {
  if (duration === null || !Number.isFinite(duration) || duration <= 0) {
    return VIDEO_THUMBNAIL.captureAtSeconds;
  }
  return Math.min(VIDEO_THUMBNAIL.captureAtSeconds, duration / 2);
}

/** Phones get the larger poster and the longer wait (slow decoders). */
export function isMobileDevice(): boolean {
  if (typeof window === 'undefined') return false;
  const narrow = window.matchMedia?.(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`).matches;
  return Boolean(narrow) || /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
}

function waitFor(target: HTMLVideoElement, event: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      cleanup();
      resolve();
    };
    const failed = () => {
      cleanup();
      reject(new Error('video.thumbnail_canvas'));
    };
    const aborted = () => {
      cleanup();
      reject(new Error('video.thumbnail_timeout'));
    };
    function cleanup() {
      target.removeEventListener(event, done);
      target.removeEventListener('error', failed);
      signal.removeEventListener('abort', aborted);
    }
    if (signal.aborted) return aborted();
    target.addEventListener(event, done, { once: true });
    target.addEventListener('error', failed, { once: true });
    signal.addEventListener('abort', aborted, { once: true });
  });
}

function canvasToJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => {
    try {
      canvas.toBlob((blob) => resolve(blob), 'image/jpeg', quality);
    } catch {
      resolve(null);
    }
  });
}

/**
 * Reads a chosen video in the browser: its duration and size, and a JPEG poster taken at
 * 0.5 s. Any failure (timeout, codec the browser lacks, canvas refusal) gives no poster; the
 * server then makes one, so the upload never waits on this beyond the timeout.
 */
export async function readVideoFile(
  file: Blob,
  settings: ThumbnailSettings = thumbnailSettings(isMobileDevice()),
): Promise<VideoReading> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), settings.timeoutMs);
  let facts: VideoFacts | null = null;
  try {
    video.preload = 'metadata';
    video.muted = true;
    video.playsInline = true;
    const metadata = waitFor(video, 'loadedmetadata', timeout.signal);
    video.src = url;
    await metadata;
    facts = {
      duration: Number.isFinite(video.duration) ? video.duration : null,
      width: video.videoWidth,
      height: video.videoHeight,
    };
    const size = thumbnailDimensions(video.videoWidth, video.videoHeight, settings);
    if (!size) return { facts, thumbnail: null };

    const seeked = waitFor(video, 'seeked', timeout.signal);
    video.currentTime = captureTime(facts.duration);
    await seeked;

    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return { facts, thumbnail: null };
    context.drawImage(video, 0, 0, size.width, size.height);
    return { facts, thumbnail: await canvasToJpeg(canvas, settings.quality) };
  } catch {
    return { facts, thumbnail: null };
  } finally {
    clearTimeout(timer);
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}
