import { describe, expect, it } from 'vitest';
import { regionToPercentBox } from './face-region-box';

describe('regionToPercentBox', () => {
  it('turns pixels of the analysed image into percentages of it', () => {
    expect(regionToPercentBox({ x: 100, y: 50, w: 200, h: 100 }, 400, 200)).toEqual({
      left: 25,
      top: 25,
      width: 50,
      height: 50,
    });
  });

  it('gives the same box whatever the resolution the same face was measured at', () => {
    const preview = regionToPercentBox({ x: 360, y: 240, w: 720, h: 480 }, 1440, 960);
    const original = regionToPercentBox(
      { x: 1000, y: 666.6667, w: 2000, h: 1333.3333 },
      4000,
      2666.6667,
    );
    expect(original?.left).toBeCloseTo(preview?.left ?? -1, 3);
    expect(original?.width).toBeCloseTo(preview?.width ?? -1, 3);
  });

  it('cuts a box that sticks out of the photo at its edges', () => {
    expect(regionToPercentBox({ x: -20, y: 150, w: 120, h: 100 }, 200, 200)).toEqual({
      left: 0,
      top: 75,
      width: 50,
      height: 25,
    });
  });

  it('draws nothing for an empty image size or a box entirely outside', () => {
    expect(regionToPercentBox({ x: 0, y: 0, w: 10, h: 10 }, 0, 100)).toBeNull();
    expect(regionToPercentBox({ x: 300, y: 0, w: 10, h: 10 }, 200, 200)).toBeNull();
  });
});
