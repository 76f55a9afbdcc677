import {
  IDENTITY_PLACEMENT,
  type Crop,
  type EyePoints,
  type Placement,
  type PhotoPoint,
} from './comparison';

/**
 * The geometry of comparisons (decision 0029): similarity transforms (scale, rotation,
 * translation) that put each photo in a common frame, eye to eye, and the largest crop that
 * every photo covers. Photo units: pixels / photo width; frame units: the frame is 1 wide.
 */

export interface AlignablePhoto {
  /** Height / width of the photo: its height in photo units. */
  readonly ratio: number;
  readonly eyes: EyePoints | null;
}

export function applyPlacement(point: PhotoPoint, placement: Placement): PhotoPoint {
  const cos = Math.cos(placement.rotation);
  const sin = Math.sin(placement.rotation);
  return {
    x: placement.scale * (cos * point.x - sin * point.y) + placement.x,
    y: placement.scale * (sin * point.x + cos * point.y) + placement.y,
  };
}

/** The photo point that lands on a frame point. */
export function unapplyPlacement(point: PhotoPoint, placement: Placement): PhotoPoint {
  const dx = (point.x - placement.x) / placement.scale;
  const dy = (point.y - placement.y) / placement.scale;
  const cos = Math.cos(placement.rotation);
  const sin = Math.sin(placement.rotation);
  return { x: cos * dx + sin * dy, y: -sin * dx + cos * dy };
}

/** The similarity that sends `from`'s eyes onto `to`'s; null when an eye pair is degenerate. */
export function placementFromEyes(from: EyePoints, to: EyePoints): Placement | null {
  const fromX = from.right.x - from.left.x;
  const fromY = from.right.y - from.left.y;
  const toX = to.right.x - to.left.x;
  const toY = to.right.y - to.left.y;
  const fromLength = Math.hypot(fromX, fromY);
  const toLength = Math.hypot(toX, toY);
  if (fromLength < 1e-6 || toLength < 1e-6) return null;
  const scale = toLength / fromLength;
  const rotation = Math.atan2(toY, toX) - Math.atan2(fromY, fromX);
  const moved = applyPlacement(from.left, { x: 0, y: 0, scale, rotation });
  return {
    x: to.left.x - moved.x,
    y: to.left.y - moved.y,
    scale,
    rotation: normalizeAngle(rotation),
  };
}

function normalizeAngle(angle: number): number {
  const turn = Math.PI * 2;
  const wrapped = ((angle % turn) + turn) % turn;
  return wrapped > Math.PI ? wrapped - turn : wrapped;
}

/** The photo scaled to fit inside the frame (letterboxed), centred. */
export function containPlacement(ratio: number, frameHeight: number): Placement {
  const scale = Math.min(1, frameHeight / ratio);
  return { x: (1 - scale) / 2, y: (frameHeight - scale * ratio) / 2, scale, rotation: 0 };
}

function covers(point: PhotoPoint, photo: AlignablePhoto, placement: Placement): boolean {
  const inside = unapplyPlacement(point, placement);
  const slack = 1e-9;
  return (
    inside.x >= -slack &&
    inside.x <= 1 + slack &&
    inside.y >= -slack &&
    inside.y <= photo.ratio + slack
  );
}

function cropAround(center: PhotoPoint, fraction: number, frameHeight: number): Crop {
  const width = fraction;
  const height = fraction * frameHeight;
  return { x: center.x - width / 2, y: center.y - height / 2, width, height };
}

function cropCovered(
  crop: Crop,
  photos: readonly AlignablePhoto[],
  placements: readonly Placement[],
) {
  const corners = [
    { x: crop.x, y: crop.y },
    { x: crop.x + crop.width, y: crop.y },
    { x: crop.x, y: crop.y + crop.height },
    { x: crop.x + crop.width, y: crop.y + crop.height },
  ];
  // Photos are convex: a rectangle is covered when its four corners are.
  return photos.every((photo, index) => {
    const placement = placements[index] ?? IDENTITY_PLACEMENT;
    return corners.every((corner) => covers(corner, photo, placement));
  });
}

/**
 * The largest crop of the frame's aspect that every photo covers, centred on `center` where
 * possible: no empty corner shows once photos are moved and turned to meet eye to eye.
 */
export function commonCrop(
  photos: readonly AlignablePhoto[],
  placements: readonly Placement[],
  frameHeight: number,
  center: PhotoPoint = { x: 0.5, y: frameHeight / 2 },
): Crop {
  const full: Crop = { x: 0, y: 0, width: 1, height: frameHeight };
  if (cropCovered(full, photos, placements)) return full;
  const fits = (fraction: number) =>
    cropCovered(cropAround(center, fraction, frameHeight), photos, placements);
  if (!fits(0.05)) return full;
  let low = 0.05;
  let high = 1;
  for (let step = 0; step < 30; step += 1) {
    const middle = (low + high) / 2;
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return cropAround(center, low, frameHeight);
}

export interface Alignment {
  readonly placements: Placement[];
  readonly crop: Crop;
  /** Width / height of the frame: the first photo's. */
  readonly aspect: number;
}

/**
 * Automatic alignment: the first photo is the frame; every other photo with eyes is moved,
 * scaled and turned so that its eyes land on the first photo's, the others are fitted inside.
 * Without eyes on the first photo every photo is fitted. The crop keeps what all photos cover,
 * centred between the eyes.
 */
export function autoAlign(photos: readonly AlignablePhoto[]): Alignment {
  const reference = photos[0];
  if (!reference) return { placements: [], crop: { x: 0, y: 0, width: 1, height: 1 }, aspect: 1 };
  const frameHeight = reference.ratio;
  const placements = photos.map((photo, index) => {
    if (index === 0) return IDENTITY_PLACEMENT;
    const byEyes =
      reference.eyes && photo.eyes ? placementFromEyes(photo.eyes, reference.eyes) : null;
    return byEyes ?? containPlacement(photo.ratio, frameHeight);
  });
  const eyes = reference.eyes;
  const center = eyes
    ? { x: (eyes.left.x + eyes.right.x) / 2, y: (eyes.left.y + eyes.right.y) / 2 }
    : undefined;
  let crop = commonCrop(photos, placements, frameHeight, center);
  // Eyes near an edge: a crop centred there would be tiny; the frame's centre does better.
  if (center && crop.width < 0.5) {
    const centred = commonCrop(photos, placements, frameHeight);
    if (centred.width > crop.width) crop = centred;
  }
  return { placements, crop, aspect: 1 / frameHeight };
}
