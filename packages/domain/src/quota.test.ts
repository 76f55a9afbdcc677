import { describe, expect, it } from 'vitest';
import { BYTES_PER_GB, BYTES_PER_MB, BYTES_PER_TB } from './byte-units';
import { formatErrorMessage } from './errors';
import {
  checkQuota,
  displayStorageBytesForPlan,
  quotaBytesForPlan,
  quotaExceededMessage,
  recommendedUpgrade,
  splitFilesByQuota,
  storageLimitReachedMessage,
} from './quota';

const MB = BYTES_PER_MB;
const GB = BYTES_PER_GB;

describe('quotaBytesForPlan', () => {
  it('follows the spec per plan, 500 MB when unknown', () => {
    expect(quotaBytesForPlan('decouverte')).toBe(500 * MB);
    expect(quotaBytesForPlan('essentiel')).toBe(200 * 1024 * MB);
    expect(quotaBytesForPlan('essentiel')).toBe(200 * GB);
    expect(quotaBytesForPlan('pro')).toBe(1024 * 1024 * MB);
    expect(quotaBytesForPlan('pro')).toBe(BYTES_PER_TB);
    expect(quotaBytesForPlan('gold')).toBe(500 * MB);
    expect(quotaBytesForPlan(null)).toBe(500 * MB);
    expect(quotaBytesForPlan(undefined)).toBe(500 * MB);
  });
});

describe('displayStorageBytesForPlan', () => {
  it('shows 5 GB, 200 GB, 1 TB and 500 MB for an unknown plan', () => {
    expect(displayStorageBytesForPlan('decouverte')).toBe(5 * GB);
    expect(displayStorageBytesForPlan('essentiel')).toBe(200 * GB);
    expect(displayStorageBytesForPlan('pro')).toBe(1024 * GB);
    expect(displayStorageBytesForPlan('unknown')).toBe(500 * MB);
  });
});

describe('checkQuota', () => {
  it('allows a file that fills the quota exactly', () => {
    const check = checkQuota({
      planId: 'decouverte',
      usedBytes: 400 * MB,
      incomingBytes: 100 * MB,
    });
    expect(check.allowed).toBe(true);
    expect(check.percentUsed).toBe(80);
    expect(check.remainingBytes).toBe(100 * MB);
    expect(check.quotaBytes).toBe(500 * MB);
  });

  it('refuses one byte over the quota', () => {
    const check = checkQuota({
      planId: 'decouverte',
      usedBytes: 400 * MB,
      incomingBytes: 100 * MB + 1,
    });
    expect(check.allowed).toBe(false);
  });

  it('reports usage above 100% and no remaining space', () => {
    const check = checkQuota({ planId: 'decouverte', usedBytes: 750 * MB, incomingBytes: 0 });
    expect(check.allowed).toBe(false);
    expect(check.percentUsed).toBe(150);
    expect(check.remainingBytes).toBe(0);
  });

  it('uses 500 MB for an unknown plan', () => {
    expect(checkQuota({ planId: 'x', usedBytes: 0, incomingBytes: 500 * MB }).allowed).toBe(true);
    expect(checkQuota({ planId: 'x', usedBytes: 1, incomingBytes: 500 * MB }).allowed).toBe(false);
  });

  it('treats negative or invalid sizes as zero', () => {
    const check = checkQuota({ planId: 'pro', usedBytes: -10, incomingBytes: Number.NaN });
    expect(check).toMatchObject({ allowed: true, usedBytes: 0, percentUsed: 0 });
  });
});

describe('quotaExceededMessage', () => {
  it('rounds the current usage percentage into the spec text', () => {
    const check = checkQuota({ planId: 'decouverte', usedBytes: 483 * MB, incomingBytes: 40 * MB });
    const message = quotaExceededMessage(check);
    expect(message.params).toEqual({ percent: 97 });
    expect(formatErrorMessage(message.code, 'fr', message.params)).toBe(
      'Quota de stockage dépassé. Vous utilisez 97% de votre espace disponible.',
    );
  });
});

describe('storageLimitReachedMessage', () => {
  it('gives display sizes for the text and raw numbers for the quota error', () => {
    const message = storageLimitReachedMessage({ planId: 'decouverte', usedBytes: 510 * MB });
    expect(message.params).toMatchObject({
      currentUsed: 510 * MB,
      limitBytes: 500 * MB,
      planId: 'decouverte',
    });
    expect(formatErrorMessage(message.code, 'fr', message.params)).toBe(
      'Limite de stockage atteinte. Utilisé: 510 MB/500 MB (Plan decouverte)',
    );
  });
});

describe('splitFilesByQuota', () => {
  it('accepts in order while files fit and still tries smaller files after a refusal', () => {
    const files = [{ size: 60 }, { size: 50 }, { size: 30 }, { size: 10 }];
    const { accepted, rejected } = splitFilesByQuota(files, (file) => file.size, 0, 100);
    expect(accepted.map((file) => file.size)).toEqual([60, 30, 10]);
    expect(rejected.map((file) => file.size)).toEqual([50]);
  });

  it('counts existing usage', () => {
    const { accepted, rejected } = splitFilesByQuota([5, 5], (size) => size, 95, 100);
    expect(accepted).toEqual([5]);
    expect(rejected).toEqual([5]);
  });
});

describe('recommendedUpgrade', () => {
  it('recommends essentiel above 4 GB on decouverte', () => {
    expect(recommendedUpgrade('decouverte', 4 * GB)).toBeNull();
    expect(recommendedUpgrade('decouverte', 4 * GB + 1)).toBe('essentiel');
  });

  it('recommends pro above 150 GB on essentiel', () => {
    expect(recommendedUpgrade('essentiel', 150 * GB)).toBeNull();
    expect(recommendedUpgrade('essentiel', 150 * GB + 1)).toBe('pro');
  });

  it('recommends nothing on pro', () => {
    expect(recommendedUpgrade('pro', 2 * BYTES_PER_TB)).toBeNull();
  });
});
