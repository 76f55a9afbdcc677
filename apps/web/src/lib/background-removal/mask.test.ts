import { describe, expect, it } from 'vitest';
import { AUTO_CROP_MARGIN, alphaOf, blurRadius, maskPixels, subjectBox } from './mask';

describe('background-removal mask', () => {
  it('keeps sure pixels fully opaque or clear and ramps smoothly between', () => {
    expect(alphaOf(0)).toBe(0);
    expect(alphaOf(0.3)).toBe(0);
    expect(alphaOf(0.7)).toBe(255);
    expect(alphaOf(1)).toBe(255);
    const ramp = [0.35, 0.45, 0.5, 0.55, 0.65].map(alphaOf);
    expect(ramp).toEqual([...ramp].sort((a, b) => a - b));
    expect(alphaOf(0.5)).toBe(128);
    expect(maskPixels([0, 1])).toEqual(new Uint8ClampedArray([0, 0, 0, 0, 0, 0, 0, 255]));
  });

  it('crops to the person with a margin, inside the photo', () => {
    // A 10×5 mask with a person over columns 4..5 and rows 1..3, for a 1000×500 photo.
    const probabilities = Array.from({ length: 50 }, (_, index) => {
      const x = index % 10;
      const y = Math.floor(index / 10);
      return x >= 4 && x <= 5 && y >= 1 && y <= 3 ? 0.9 : 0.1;
    });
    const box = subjectBox(probabilities, 10, 5, 1000, 500);
    const marginX = 200 * AUTO_CROP_MARGIN;
    const marginY = 300 * AUTO_CROP_MARGIN;
    expect(box).toEqual({
      x: 400 - marginX,
      y: 100 - marginY,
      width: 200 + 2 * marginX,
      height: 300 + 2 * marginY,
    });
    expect(subjectBox(new Array(50).fill(0.2), 10, 5, 1000, 500)).toBeNull();
    const edge = subjectBox(new Array(50).fill(0.9), 10, 5, 1000, 500);
    expect(edge).toEqual({ x: 0, y: 0, width: 1000, height: 500 });
  });

  it('blurs in proportion to the photo, so preview and photo look alike', () => {
    expect(blurRadius(200, 4000, 3000)).toBe(40);
    expect(blurRadius(200, 1000, 750)).toBe(10);
    expect(blurRadius(0, 1000, 750)).toBe(1);
  });
});
