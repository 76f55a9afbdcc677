export const VIDEO_THUMBNAIL = {
  width: 320,
  height: 240,
  quality: 0.7,
  captureAtSeconds: 0.5,
} as const;

export const VIDEO_THUMBNAIL_MOBILE = {
  maxWidth: 640,
  maxHeight: 480,
  quality: 0.8,
  maxCanvasSize: 1024,
} as const;

export const VIDEO_THUMBNAIL_TIMEOUT_MS = {
  web: 20_000,
  mobile: 45_000,
  fallback: 30_000,
} as const;

export const VIDEO_PREVIEW_SEEK_SECONDS = 0.1;

export const LAZY_VIDEO_THUMBNAIL = {
  visibilityThreshold: 0.1,
  rootMarginPx: 50,
} as const;

export const IMAGE_FAILURE_CLEANUP_DELAY_MS = 500;
