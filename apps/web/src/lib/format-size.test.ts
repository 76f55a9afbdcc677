import { describe, expect, it } from 'vitest';
import { formatDecimal, formatSize, formatSpeed } from './format';

describe('the one size formatter', () => {
  it('writes French units for French readers and international ones in English', () => {
    expect(formatSize(15 * 1024, 'fr')).toBe('15 Ko');
    expect(formatSize(15 * 1024, 'en')).toBe('15 KB');
    expect(formatSize(1.5 * 1024 * 1024, 'fr')).toBe('1,5 Mo');
    expect(formatSize(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
    expect(formatSize(2 * 1024 ** 3, 'fr')).toBe('2 Go');
    expect(formatSize(512, 'fr')).toBe('512 o');
    expect(formatSize(1024 ** 4, 'fr', { largestUnit: 'TB' })).toBe('1 To');
  });

  it('writes transfer speeds in the same units', () => {
    expect(formatSpeed(850 * 1024, 'fr')).toBe('850 Ko/s');
    expect(formatSpeed(1.2 * 1024 * 1024, 'fr')).toBe('1,2 Mo/s');
    expect(formatSpeed(850 * 1024, 'en')).toBe('850 KB/s');
  });

  it('keeps KB/s and MB/s in French where the spec writes them (the progress dialog)', () => {
    expect(formatSpeed(850 * 1024, 'fr', { unitStyle: 'international' })).toBe('850 KB/s');
    expect(formatSpeed(1.2 * 1024 * 1024, 'fr', { unitStyle: 'international' })).toBe('1,2 MB/s');
  });

  it('writes a number that carries its own unit with one decimal at most', () => {
    expect(formatDecimal(12.34, 'fr')).toBe('12,3');
    expect(formatDecimal(12.34, 'en')).toBe('12.3');
    expect(formatDecimal(12, 'fr')).toBe('12');
    expect(formatDecimal(12, 'fr', { keepDecimal: true })).toBe('12,0');
    expect(formatDecimal(3, 'fr')).toBe('3');
  });
});
