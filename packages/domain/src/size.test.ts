import { describe, expect, it } from 'vitest';
import { BYTES_PER_GB, BYTES_PER_KB, BYTES_PER_MB, BYTES_PER_TB } from './byte-units';
import { formatBytes, formatTransferSpeed, toMegabytes } from './size';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1023, '1023 KB'],
    [BYTES_PER_MB - 1, '1 MB'],
    [BYTES_PER_MB, '1 MB'],
    [50 * BYTES_PER_MB, '50 MB'],
    [50 * BYTES_PER_MB + 1, '50 MB'],
    [Math.round(2.25 * BYTES_PER_MB), '2.3 MB'],
    [5 * BYTES_PER_GB, '5 GB'],
    [200 * BYTES_PER_GB, '200 GB'],
  ])('formats %d bytes as %s', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });

  it('stays in GB unless TB is allowed', () => {
    expect(formatBytes(BYTES_PER_TB)).toBe('1024 GB');
    expect(formatBytes(BYTES_PER_TB, { largestUnit: 'TB' })).toBe('1 TB');
    expect(formatBytes(2.5 * BYTES_PER_TB, { largestUnit: 'TB' })).toBe('2.5 TB');
  });

  it('keeps kilobytes as the smallest unit when asked', () => {
    expect(formatBytes(0, { smallestUnit: 'KB' })).toBe('0 KB');
    expect(formatBytes(512, { smallestUnit: 'KB', locale: 'fr', unitStyle: 'french' })).toBe(
      '0,5 Ko',
    );
    expect(formatBytes(3 * 1024 * 1024, { smallestUnit: 'KB' })).toBe('3 MB');
  });

  it('does not promote past the largest unit when rounding', () => {
    expect(formatBytes(BYTES_PER_TB - 1)).toBe('1024 GB');
    expect(formatBytes(BYTES_PER_TB - 1, { largestUnit: 'TB' })).toBe('1 TB');
  });

  it('reads invalid or negative sizes as zero', () => {
    expect(formatBytes(-5)).toBe('0 B');
    expect(formatBytes(Number.NaN)).toBe('0 B');
    expect(formatBytes(Number.POSITIVE_INFINITY)).toBe('0 B');
  });

  it('rounds fractional byte counts', () => {
    expect(formatBytes(10.6)).toBe('11 B');
  });

  it('uses a decimal comma in French and French units on request', () => {
    expect(formatBytes(1536, { locale: 'fr' })).toBe('1,5 KB');
    expect(formatBytes(1536, { locale: 'fr', unitStyle: 'french' })).toBe('1,5 Ko');
    expect(formatBytes(0, { unitStyle: 'french' })).toBe('0 o');
    expect(formatBytes(BYTES_PER_TB, { unitStyle: 'french', largestUnit: 'TB' })).toBe('1 To');
  });
});

describe('formatTransferSpeed', () => {
  it('shows KB/s below one MB per second and MB/s from there', () => {
    expect(formatTransferSpeed(0)).toBe('0 KB/s');
    expect(formatTransferSpeed(512)).toBe('0.5 KB/s');
    expect(formatTransferSpeed(BYTES_PER_MB - 100)).toBe('1023.9 KB/s');
    expect(formatTransferSpeed(BYTES_PER_MB - 1)).toBe('1 MB/s');
    expect(formatTransferSpeed(BYTES_PER_MB)).toBe('1 MB/s');
    expect(formatTransferSpeed(1.5 * BYTES_PER_MB, { locale: 'fr' })).toBe('1,5 MB/s');
  });

  it('treats negative or invalid speeds as zero', () => {
    expect(formatTransferSpeed(-1)).toBe('0 KB/s');
    expect(formatTransferSpeed(Number.NaN)).toBe('0 KB/s');
  });
});

describe('toMegabytes', () => {
  it('converts with one decimal in base 1024', () => {
    expect(toMegabytes(0)).toBe(0);
    expect(toMegabytes(BYTES_PER_MB)).toBe(1);
    expect(toMegabytes(1.26 * BYTES_PER_MB)).toBe(1.3);
    expect(toMegabytes(BYTES_PER_KB)).toBe(0);
    expect(toMegabytes(-3)).toBe(0);
  });
});
