import { describe, expect, it } from 'vitest';
import { clampZoom, zoomByButton, zoomByWheel } from './preview-zoom';

describe('preview zoom', () => {
  it('stays between 1 and 5', () => {
    expect(clampZoom(0.2)).toBe(1);
    expect(clampZoom(7)).toBe(5);
    expect(clampZoom(Number.NaN)).toBe(1);
    expect(zoomByButton(5, 'in')).toBe(5);
    expect(zoomByButton(1, 'out')).toBe(1);
    expect(zoomByWheel(1, 100)).toBe(1);
    expect(zoomByWheel(5, -100)).toBe(5);
  });

  it('steps 0.5 with buttons and 0.1 with the wheel', () => {
    expect(zoomByButton(1, 'in')).toBe(1.5);
    expect(zoomByButton(4.8, 'in')).toBe(5);
    expect(zoomByButton(2, 'out')).toBe(1.5);
    expect(zoomByWheel(1, -3)).toBe(1.1);
    expect(zoomByWheel(1.5, 3)).toBe(1.4);
    expect(zoomByWheel(2, 0)).toBe(2);
  });

  it('does not drift over many wheel steps', () => {
    let zoom = 1;
    for (let step = 0; step < 12; step += 1) zoom = zoomByWheel(zoom, -1);
    expect(zoom).toBe(2.2);
  });
});
