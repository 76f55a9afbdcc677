import { describe, expect, it } from 'vitest';
import { INJECTION_MAP_MAX_POINTS, injectionMapBodySchema } from './injection-map';

const point = {
  id: 'p1',
  x: 0.5,
  y: 0.25,
  product: 'Botox',
  units: 4,
  date: '2026-11-20',
  notes: '',
};

describe('injection map body', () => {
  it('accepts points placed as fractions of the diagram', () => {
    expect(injectionMapBodySchema.parse({ points: [point] })).toEqual({ points: [point] });
  });

  it.each([{ x: -0.01 }, { y: 1.01 }, { units: -1 }, { date: '20/11/2026' }, { id: '' }])(
    'refuses %o',
    (change) => {
      expect(injectionMapBodySchema.safeParse({ points: [{ ...point, ...change }] }).success).toBe(
        false,
      );
    },
  );

  it('bounds the number of points', () => {
    const points = Array.from({ length: INJECTION_MAP_MAX_POINTS + 1 }, (_, i) => ({
      ...point,
      id: `p${i}`,
    }));
    expect(injectionMapBodySchema.safeParse({ points }).success).toBe(false);
  });
});
