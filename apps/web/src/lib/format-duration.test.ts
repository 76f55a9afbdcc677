import { describe, expect, it } from 'vitest';
import { formatDuration } from './format';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [0.9, '0:00'],
    [7.9, '0:07'],
    [59.99, '0:59'],
    [60, '1:00'],
    [65, '1:05'],
    [750, '12:30'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
    [36_000 + 61, '10:01:01'],
    [-3, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
    [null, '0:00'],
    [undefined, '0:00'],
  ])('%j s reads %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});
