import { PREVIEW_ZOOM } from '@photodossier/domain/layout';
import { clampZoom } from '@photodossier/domain/preview-zoom';

export type Point = { x: number; y: number };
export type Size = { width: number; height: number };
export type ZoomPan = { zoom: number; pan: Point };

export const INITIAL_ZOOM_PAN: ZoomPan = { zoom: PREVIEW_ZOOM.min, pan: { x: 0, y: 0 } };

/** Double-click goes from the fitted photo to this zoom, and back. */
export const DOUBLE_CLICK_ZOOM = 2;

/** Past this zoom the preview (about 1440 px) is too coarse: the original file is loaded. */
export const ORIGINAL_FILE_ZOOM = 2;

/** The largest size of `content` (a width/height ratio) that fits in `box` without cropping. */
export function fitSize(ratio: number, box: Size): Size {
  if (!(ratio > 0) || box.width <= 0 || box.height <= 0) return { width: 0, height: 0 };
  const width = Math.min(box.width, box.height * ratio);
  return { width, height: width / ratio };
}

// The zoomed photo may move until its edge reaches the stage's edge, never further; a photo
// smaller than the stage on one axis stays centred on that axis.
function panLimit(content: number, viewport: number, zoom: number): number {
  return Math.max(0, (content * zoom - viewport) / 2);
}

function clampAxis(value: number, limit: number): number {
  const clamped = Math.min(limit, Math.max(-limit, value));
  return clamped === 0 ? 0 : clamped;
}

export function clampPan(pan: Point, zoom: number, content: Size, viewport: Size): Point {
  return {
    x: clampAxis(pan.x, panLimit(content.width, viewport.width, zoom)),
    y: clampAxis(pan.y, panLimit(content.height, viewport.height, zoom)),
  };
}

/**
 * A new zoom that keeps the photo point under `anchor` (relative to the stage centre) where it
 * is, so wheel and pinch zoom toward the pointer; without an anchor, toward the centre.
 */
export function zoomAround(
  state: ZoomPan,
  nextZoom: number,
  content: Size,
  viewport: Size,
  anchor: Point = { x: 0, y: 0 },
): ZoomPan {
  const zoom = clampZoom(nextZoom);
  const factor = zoom / state.zoom;
  const pan = {
    x: anchor.x - (anchor.x - state.pan.x) * factor,
    y: anchor.y - (anchor.y - state.pan.y) * factor,
  };
  return { zoom, pan: clampPan(pan, zoom, content, viewport) };
}

export function panBy(state: ZoomPan, delta: Point, content: Size, viewport: Size): ZoomPan {
  const pan = { x: state.pan.x + delta.x, y: state.pan.y + delta.y };
  return { zoom: state.zoom, pan: clampPan(pan, state.zoom, content, viewport) };
}

export function zoomPercent(zoom: number): number {
  return Math.round(zoom * 100);
}
