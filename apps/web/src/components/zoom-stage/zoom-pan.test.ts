import { describe, expect, it } from 'vitest';
import { clampPan, fitSize, INITIAL_ZOOM_PAN, panBy, zoomAround } from './zoom-pan';

const viewport = { width: 1000, height: 600 };
const content = fitSize(4 / 3, viewport);

describe('zoom and pan', () => {
  it('fits the photo in the stage without cropping', () => {
    expect(content).toEqual({ width: 800, height: 600 });
    expect(fitSize(2, viewport)).toEqual({ width: 1000, height: 500 });
    expect(fitSize(0, viewport)).toEqual({ width: 0, height: 0 });
  });

  it('keeps the fitted photo centred: no pan at zoom 1', () => {
    expect(clampPan({ x: 300, y: -200 }, 1, content, viewport)).toEqual({ x: 0, y: 0 });
  });

  it('lets the zoomed photo move only until its edge meets the stage edge', () => {
    // At 2x the photo is 1600 x 1200: 300 px of slack each side horizontally, 300 vertically.
    expect(clampPan({ x: 1000, y: -1000 }, 2, content, viewport)).toEqual({ x: 300, y: -300 });
    const moved = panBy({ zoom: 2, pan: { x: 0, y: 0 } }, { x: 120, y: 40 }, content, viewport);
    expect(moved.pan).toEqual({ x: 120, y: 40 });
  });

  it('zooms toward the pointer: the photo point under it stays under it', () => {
    const anchor = { x: 200, y: 100 };
    const next = zoomAround(INITIAL_ZOOM_PAN, 2, content, viewport, anchor);
    // The point 200 px right of centre was at photo offset 200; at 2x it must still be at 200.
    expect(next.zoom).toBe(2);
    expect(next.pan).toEqual({ x: -200, y: -100 });
  });

  it('zooming out brings the photo back inside its bounds', () => {
    const next = zoomAround({ zoom: 3, pan: { x: 700, y: 500 } }, 1.5, content, viewport);
    expect(next.pan.x).toBeLessThanOrEqual((800 * 1.5 - 1000) / 2);
    expect(next.pan.y).toBeLessThanOrEqual((600 * 1.5 - 600) / 2);
  });

  it('never leaves the 1-5 range', () => {
    expect(zoomAround(INITIAL_ZOOM_PAN, 9, content, viewport).zoom).toBe(5);
    expect(zoomAround(INITIAL_ZOOM_PAN, 0.2, content, viewport).zoom).toBe(1);
  });
});
