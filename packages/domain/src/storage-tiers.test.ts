import { describe, expect, it } from 'vitest';
import {
  isNearLimit,
  storageBarPercent,
  storageColorTier,
  storagePercent,
  storageWarningLevel,
} from './storage-tiers';

describe('storageColorTier', () => {
  it.each([
    [0, 'green'],
    [69.9, 'green'],
    [70, 'yellow'],
    [84.9, 'yellow'],
    [85, 'orange'],
    [94.9, 'orange'],
    [95, 'red'],
    [100, 'red'],
    [100.1, 'critical'],
    [250, 'critical'],
  ] as const)('at %d percent the tier is %s', (percent, tier) => {
    expect(storageColorTier(percent)).toBe(tier);
  });
});

describe('storagePercent', () => {
  it('divides used by total, uncapped', () => {
    expect(storagePercent(50, 200)).toBe(25);
    expect(storagePercent(300, 200)).toBe(150);
  });

  it('is 0 without a total or with invalid input', () => {
    expect(storagePercent(10, 0)).toBe(0);
    expect(storagePercent(10, -1)).toBe(0);
    expect(storagePercent(Number.NaN, 100)).toBe(0);
    expect(storagePercent(-5, 100)).toBe(0);
  });
});

describe('storageBarPercent', () => {
  it('caps the bar between 0 and 100', () => {
    expect(storageBarPercent(150)).toBe(100);
    expect(storageBarPercent(42.5)).toBe(42.5);
    expect(storageBarPercent(-3)).toBe(0);
    expect(storageBarPercent(Number.NaN)).toBe(0);
  });
});

describe('near-limit warnings', () => {
  it('isNearLimit defaults to 90%', () => {
    expect(isNearLimit(89.9)).toBe(false);
    expect(isNearLimit(90)).toBe(true);
    expect(isNearLimit(75, 75)).toBe(true);
    expect(isNearLimit(74.9, 75)).toBe(false);
  });

  it('warns from 75% and alarms from 90%', () => {
    expect(storageWarningLevel(74.9)).toBe('none');
    expect(storageWarningLevel(75)).toBe('warning');
    expect(storageWarningLevel(89.9)).toBe('warning');
    expect(storageWarningLevel(90)).toBe('danger');
    expect(storageWarningLevel(120)).toBe('danger');
  });
});
