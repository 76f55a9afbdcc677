import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { exportFileName } from './export-file-name';

describe('export file names', () => {
  const zone = process.env.TZ;
  beforeEach(() => {
    // A day ahead of UTC: half past midnight in Paris is still the day before in UTC.
    process.env.TZ = 'Europe/Paris';
  });
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('carry the local day, not the UTC one, at 00:30', () => {
    const halfPastMidnight = new Date('2026-11-28T23:30:00.000Z');
    expect(halfPastMidnight.getDate()).toBe(29);
    expect(exportFileName(i18n.t, 'png', halfPastMidnight)).toBe('comparaison-2026-11-29.png');
  });

  it('are named in the language the practitioner works in', async () => {
    await i18n.changeLanguage('en');
    expect(exportFileName(i18n.t, 'gif', new Date('2026-11-29T12:00:00.000Z'))).toBe(
      'comparison-2026-11-29.gif',
    );
  });
});
