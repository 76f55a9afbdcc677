import type { FaceRegion } from '@photodossier/domain/face-record';

/** A box in percent of the displayed image, so it follows any size, zoom or pan of the image. */
export type PercentBox = { left: number; top: number; width: number; height: number };

const clamp = (value: number) => Math.min(100, Math.max(0, value));

/**
 * Scales a face region measured in pixels of an image of the given size to percentages of that
 * image, cut to its edges (a detector box may stick out of the photo at a border).
 */
export function regionToPercentBox(
  region: FaceRegion,
  imageWidth: number,
  imageHeight: number,
): PercentBox | null {
  if (imageWidth <= 0 || imageHeight <= 0) return null;
  const left = clamp((region.x / imageWidth) * 100);
  const top = clamp((region.y / imageHeight) * 100);
  const right = clamp(((region.x + region.w) / imageWidth) * 100);
  const bottom = clamp(((region.y + region.h) / imageHeight) * 100);
  if (right <= left || bottom <= top) return null;
  return { left, top, width: right - left, height: bottom - top };
}
