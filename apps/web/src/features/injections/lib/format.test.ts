import { describe, expect, it } from 'vitest';
import { formatDose } from './format';

describe('formatDose', () => {
  it('keeps the dose and its unit together, in the reader’s language', () => {
    expect(formatDose(0.5, 'ml', 'fr')).toBe('0,5\u00a0ml');
    expect(formatDose(0.5, 'ml', 'en')).toBe('0.5\u00a0ml');
    expect(formatDose(16, 'U', 'fr')).toBe('16\u00a0U');
    expect(formatDose(0.25, 'ml', 'fr')).toBe('0,25\u00a0ml');
  });
});
