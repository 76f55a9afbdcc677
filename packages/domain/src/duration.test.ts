import { describe, expect, it } from 'vitest';
import { formatVideoDuration } from './duration';

describe('formatVideoDuration', () => {
  it.each([
    [0, '0:00'],
    [0.9, '0:00'],
    [5, '0:05'],
    [59.99, '0:59'],
    [60, '1:00'],
    [65, '1:05'],
    [600, '10:00'],
    [3600, '60:00'],
    [3725, '62:05'],
    [-3, '0:00'],
    [Number.NaN, '0:00'],
    [null, '0:00'],
    [undefined, '0:00'],
  ])('%j s reads %s', (seconds, expected) => {
    expect(formatVideoDuration(seconds)).toBe(expected);
  });
});
