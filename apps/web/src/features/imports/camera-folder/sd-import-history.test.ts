import { beforeEach, describe, expect, it } from 'vitest';
import { beatAppHeartbeat, importedFromCard, recordCardImport } from './sd-import-history';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('SD import history', () => {
  beforeEach(() => localStorage.clear());

  it('remembers names per card, for 30 days', () => {
    const start = Date.UTC(2026, 10, 1);
    recordCardImport('EOS_DIGITAL', ['IMG_1.JPG', 'IMG_2.JPG'], start);
    recordCardImport('NIKON', ['DSC_1.JPG'], start);
    expect([...importedFromCard('EOS_DIGITAL', start + DAY)].sort()).toEqual([
      'IMG_1.JPG',
      'IMG_2.JPG',
    ]);
    expect([...importedFromCard('NIKON', start + DAY)]).toEqual(['DSC_1.JPG']);
    expect(importedFromCard('EOS_DIGITAL', start + 31 * DAY).size).toBe(0);
  });

  it('keeps one entry per name, the latest import', () => {
    const start = Date.UTC(2026, 10, 1);
    recordCardImport('EOS_DIGITAL', ['IMG_1.JPG'], start);
    recordCardImport('EOS_DIGITAL', ['IMG_1.JPG'], start + 29 * DAY);
    expect([...importedFromCard('EOS_DIGITAL', start + 40 * DAY)]).toEqual(['IMG_1.JPG']);
  });

  it('is forgotten when the app was away more than 5 minutes', () => {
    const start = Date.UTC(2026, 10, 1);
    beatAppHeartbeat(start);
    recordCardImport('EOS_DIGITAL', ['IMG_1.JPG'], start);
    beatAppHeartbeat(start + 4 * MINUTE);
    expect(importedFromCard('EOS_DIGITAL', start + 4 * MINUTE).size).toBe(1);
    beatAppHeartbeat(start + 10 * MINUTE);
    expect(importedFromCard('EOS_DIGITAL', start + 10 * MINUTE).size).toBe(0);
  });
});
