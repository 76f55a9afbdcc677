import { applyPlacement } from '@photodossier/domain/comparison-alignment';
import { describe, expect, it } from 'vitest';
import { placementMatrix } from './placement-matrix';

describe('placementMatrix', () => {
  it('draws a pixel of the photo where its placement and the crop put it', () => {
    const placement = { x: 0.1, y: -0.05, scale: 1.3, rotation: 0.2 };
    const crop = { x: 0.2, y: 0.1, width: 0.6, height: 0.8 };
    const natural = 1440;
    const output = 1080;
    const [a, b, c, d, e, f] = placementMatrix(placement, crop, natural, output);
    const pixel = { x: 700, y: 500 };
    const drawn = { x: a * pixel.x + c * pixel.y + e, y: b * pixel.x + d * pixel.y + f };
    const inFrame = applyPlacement({ x: pixel.x / natural, y: pixel.y / natural }, placement);
    const perUnit = output / crop.width;
    expect(drawn.x).toBeCloseTo((inFrame.x - crop.x) * perUnit, 9);
    expect(drawn.y).toBeCloseTo((inFrame.y - crop.y) * perUnit, 9);
  });
});
