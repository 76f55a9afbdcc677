import { describe, expect, it } from 'vitest';
import { storagePercent, storageTier } from './storage-tier';

describe('storage colour tiers', () => {
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
  ])('%s %% is %s', (percent, tier) => {
    expect(storageTier(percent)).toBe(tier);
  });

  it('computes the percentage, zero when nothing is known', () => {
    expect(storagePercent(512, 1024)).toBe(50);
    expect(storagePercent(0, 0)).toBe(0);
    expect(storagePercent(10, 0)).toBe(0);
    expect(storagePercent(-5, 100)).toBe(0);
  });
});
