/*
 * Pure steps of background removal, shared by the worker, the debug page and the Node
 * measurements: no canvas, no model.
 */

/** Probabilities below this are background (alpha 0), above FULL are the person (alpha 255). */
export const MASK_CLEAR = 0.3;
export const MASK_FULL = 0.7;

/**
 * The model's probabilities as an alpha channel: a smooth ramp between MASK_CLEAR and MASK_FULL,
 * so the subject's inside stays exactly opaque (its pixels unchanged) and the edge is soft over
 * a few pixels rather than a hard staircase of the 256-px mask.
 */
export function alphaOf(probability: number): number {
  if (probability <= MASK_CLEAR) return 0;
  if (probability >= MASK_FULL) return 255;
  const t = (probability - MASK_CLEAR) / (MASK_FULL - MASK_CLEAR);
  return Math.round(255 * t * t * (3 - 2 * t));
}

/** RGBA bytes of a mask image: black, with the alpha of each probability. */
export function maskPixels(probabilities: ArrayLike<number>): Uint8ClampedArray<ArrayBuffer> {
  const pixels = new Uint8ClampedArray(probabilities.length * 4);
  for (let index = 0; index < probabilities.length; index += 1) {
    pixels[index * 4 + 3] = alphaOf(probabilities[index] ?? 0);
  }
  return pixels;
}

export type CropBox = { x: number; y: number; width: number; height: number };

/** Share of the subject's size kept around it when cropping (autoCropEnabled). */
export const AUTO_CROP_MARGIN = 0.1;

/**
 * The subject's box in the photo (autoCropEnabled): the person pixels of a mask of
 * `maskWidth` × `maskHeight`, scaled to the photo and grown by AUTO_CROP_MARGIN on each side;
 * null when the mask holds no person.
 */
export function subjectBox(
  probabilities: ArrayLike<number>,
  maskWidth: number,
  maskHeight: number,
  imageWidth: number,
  imageHeight: number,
): CropBox | null {
  let left = maskWidth;
  let top = maskHeight;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < maskHeight; y += 1) {
    for (let x = 0; x < maskWidth; x += 1) {
      if ((probabilities[y * maskWidth + x] ?? 0) < MASK_FULL) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  if (right < 0) return null;
  const scaleX = imageWidth / maskWidth;
  const scaleY = imageHeight / maskHeight;
  const marginX = (right - left + 1) * scaleX * AUTO_CROP_MARGIN;
  const marginY = (bottom - top + 1) * scaleY * AUTO_CROP_MARGIN;
  const x = Math.max(0, Math.floor(left * scaleX - marginX));
  const y = Math.max(0, Math.floor(top * scaleY - marginY));
  return {
    x,
    y,
    width: Math.min(imageWidth, Math.ceil((right + 1) * scaleX + marginX)) - x,
    height: Math.min(imageHeight, Math.ceil((bottom + 1) * scaleY + marginY)) - y,
  };
}

/**
 * Blur radius in pixels of the blurred background: blurAmount is read per 4000 px of the
 * photo's long side (200 blurs a 12-megapixel photo by 40 px), so the preview and the full
 * photo look alike.
 */
export function blurRadius(blurAmount: number, imageWidth: number, imageHeight: number): number {
  return Math.max(1, Math.round((blurAmount * Math.max(imageWidth, imageHeight)) / 20000));
}
