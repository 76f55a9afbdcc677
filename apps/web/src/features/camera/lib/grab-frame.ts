export const PHOTO_JPEG_QUALITY = 0.92;
/** Below this mean luma (0-255) the automatic flash lights the torch. */
export const AUTO_FLASH_MAX_LUMA = 70;

/** The current video frame as a JPEG at the camera's full resolution. */
export function grabFrame(video: HTMLVideoElement): Promise<Blob | null> {
  const width = video.videoWidth;
  const height = video.videoHeight;
  if (!width || !height) return Promise.resolve(null);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  // The preview of the front camera is mirrored for comfort; the photo is not: a clinical
  // record shows the left side on the left.
  context.drawImage(video, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', PHOTO_JPEG_QUALITY));
}

/** Mean luma of a 16 x 16 sample of the frame, for the automatic flash. */
export function frameLuma(video: HTMLVideoElement): number | null {
  if (!video.videoWidth) return null;
  const canvas = document.createElement('canvas');
  canvas.width = 16;
  canvas.height = 16;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0, 16, 16);
  const { data } = context.getImageData(0, 0, 16, 16);
  let sum = 0;
  for (let index = 0; index < data.length; index += 4) {
    sum +=
      0.299 * (data[index] ?? 0) + 0.587 * (data[index + 1] ?? 0) + 0.114 * (data[index + 2] ?? 0);
  }
  return sum / (data.length / 4);
}
