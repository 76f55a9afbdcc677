import { describe, expect, it } from 'vitest';
import {
  applyPlacement,
  autoAlign,
  commonCrop,
  containPlacement,
  placementFromEyes,
  unapplyPlacement,
} from './comparison-alignment';
import type { EyePoints, Placement } from './comparison';

const close = (value: number, expected: number) => expect(value).toBeCloseTo(expected, 9);

describe('placements', () => {
  it('maps a point and back', () => {
    const placement: Placement = { x: 0.1, y: -0.2, scale: 1.7, rotation: 0.4 };
    const point = { x: 0.33, y: 0.81 };
    const there = applyPlacement(point, placement);
    const back = unapplyPlacement(there, placement);
    close(back.x, point.x);
    close(back.y, point.y);
  });

  it('sends one pair of eyes exactly onto another', () => {
    const from: EyePoints = { left: { x: 0.3, y: 0.5 }, right: { x: 0.5, y: 0.56 } };
    const to: EyePoints = { left: { x: 0.41, y: 0.38 }, right: { x: 0.6, y: 0.37 } };
    const placement = placementFromEyes(from, to);
    expect(placement).not.toBeNull();
    if (!placement) return;
    for (const side of ['left', 'right'] as const) {
      const moved = applyPlacement(from[side], placement);
      close(moved.x, to[side].x);
      close(moved.y, to[side].y);
    }
    expect(placement.scale).toBeLessThan(1);
  });

  it('refuses eyes on one point', () => {
    const same = { x: 0.4, y: 0.4 };
    expect(
      placementFromEyes({ left: same, right: same }, { left: same, right: { x: 1, y: 1 } }),
    ).toBeNull();
  });

  it('fits a wide photo inside a tall frame', () => {
    const placement = containPlacement(0.5, 1.25);
    expect(placement.scale).toBe(1);
    close(placement.y, 0.375);
    const tall = containPlacement(2, 1);
    close(tall.scale, 0.5);
    close(tall.x, 0.25);
  });
});

describe('automatic alignment', () => {
  const before: EyePoints = { left: { x: 0.38, y: 0.45 }, right: { x: 0.62, y: 0.45 } };

  it('recovers a second session shifted, scaled and turned', () => {
    // The "after" photo is the "before" one seen through a known similarity.
    const truth: Placement = { x: 0.07, y: -0.05, scale: 0.8, rotation: 0.2 };
    const after: EyePoints = {
      left: applyPlacement(before.left, truth),
      right: applyPlacement(before.right, truth),
    };
    const alignment = autoAlign([
      { ratio: 1.25, eyes: before },
      { ratio: 1.25, eyes: after },
    ]);
    const [, placement] = alignment.placements;
    if (!placement) throw new Error('no placement');
    // Any point of the face lands where it was on the first photo.
    const cheek = { x: 0.45, y: 0.7 };
    const landed = applyPlacement(applyPlacement(cheek, truth), placement);
    close(landed.x, cheek.x);
    close(landed.y, cheek.y);
    expect(alignment.aspect).toBeCloseTo(0.8);
    // Turned and shrunk, the second photo leaves corners empty: the crop avoids them.
    expect(alignment.crop.width).toBeLessThan(1);
    expect(alignment.crop.width).toBeGreaterThan(0.3);
    close(alignment.crop.height / alignment.crop.width, 1.25);
  });

  it('fits photos without eyes and keeps the whole frame when all cover it', () => {
    const alignment = autoAlign([
      { ratio: 1, eyes: null },
      { ratio: 1, eyes: before },
    ]);
    expect(alignment.placements[1]).toEqual({ x: 0, y: 0, scale: 1, rotation: 0 });
    expect(alignment.crop).toEqual({ x: 0, y: 0, width: 1, height: 1 });
  });

  it('finds the largest crop every photo covers', () => {
    const photos = [
      { ratio: 1, eyes: null },
      { ratio: 1, eyes: null },
    ];
    const crop = commonCrop(
      photos,
      [
        { x: 0, y: 0, scale: 1, rotation: 0 },
        { x: 0.2, y: 0, scale: 1, rotation: 0 },
      ],
      1,
    );
    // The second photo starts at x = 0.2: a centred square of side 0.6 is the largest.
    expect(crop.width).toBeCloseTo(0.6, 6);
    expect(crop.x).toBeCloseTo(0.2, 6);
  });
});
