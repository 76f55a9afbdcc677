import { PREVIEW_ZOOM } from './layout';

// Rounded to 2 decimals so repeated 0.1 wheel steps do not drift (1.2000000000000002).
function tidy(value: number): number {
  return Math.round(value * 100) / 100;
}

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return PREVIEW_ZOOM.min;
  return tidy(Math.min(PREVIEW_ZOOM.max, Math.max(PREVIEW_ZOOM.min, zoom)));
}

/** Zoom buttons move by 0.5 within 1-5. */
export function zoomByButton(current: number, direction: 'in' | 'out'): number {
  return clampZoom(current + (direction === 'in' ? 1 : -1) * PREVIEW_ZOOM.buttonStep);
}

/** One wheel notch moves by 0.1; scrolling up (negative deltaY) zooms in. */
export function zoomByWheel(current: number, deltaY: number): number {
  if (deltaY === 0 || !Number.isFinite(deltaY)) return clampZoom(current);
  return clampZoom(current + (deltaY < 0 ? 1 : -1) * PREVIEW_ZOOM.wheelStep);
}
