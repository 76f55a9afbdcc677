import { describe, expect, it } from 'vitest';
import { progressPercent } from './progress';

describe('progressPercent', () => {
  it.each([
    [0, 0, 0],
    [5, 0, 0],
    [0, 3, 0],
    [1, 3, 33],
    [2, 3, 67],
    [1, 200, 1],
    [1, 201, 0],
    [3, 3, 100],
    [4, 3, 100],
    [-1, 3, 0],
    [Number.NaN, 3, 0],
    [1, -2, 0],
  ])('%d of %d is %d percent', (current, total, expected) => {
    expect(progressPercent(current, total)).toBe(expected);
  });
});
