import type { Crop, Placement } from '@photodossier/domain/comparison';

/**
 * The 2D affine matrix [a, b, c, d, e, f] (CSS matrix() and canvas setTransform order) that
 * draws a media of `naturalWidth` pixels at its placement, in an output `outputWidth` pixels
 * wide showing `crop` of the frame. Photo units are pixels / natural width (decision 0029).
 */
export function placementMatrix(
  placement: Placement,
  crop: Crop,
  naturalWidth: number,
  outputWidth: number,
): [number, number, number, number, number, number] {
  const pixelsPerFrameUnit = outputWidth / crop.width;
  const factor = (pixelsPerFrameUnit * placement.scale) / naturalWidth;
  const cos = Math.cos(placement.rotation) * factor;
  const sin = Math.sin(placement.rotation) * factor;
  return [
    cos,
    sin,
    -sin,
    cos,
    pixelsPerFrameUnit * (placement.x - crop.x),
    pixelsPerFrameUnit * (placement.y - crop.y),
  ];
}
