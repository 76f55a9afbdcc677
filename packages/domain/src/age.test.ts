import { describe, expect, it } from 'vitest';
import { ageInYears } from './age';

const DAY = 86_400_000;

describe('ageInYears', () => {
  const now = Date.UTC(2025, 5, 15, 12);

  it('counts whole 365.25-day years', () => {
    expect(ageInYears('1990-06-15', now)).toBe(35);
    expect(ageInYears('1990-06-16', now)).toBe(34);
    expect(ageInYears('15/06/1990', new Date(now))).toBe(35);
  });

  it('switches exactly after 365.25 days', () => {
    const birth = Date.UTC(2000, 0, 1);
    expect(ageInYears('2000-01-01', birth + 365.25 * DAY - 1)).toBe(0);
    expect(ageInYears('2000-01-01', birth + 365.25 * DAY)).toBe(1);
  });

  it('is 0 on the day of birth and accepts Date objects', () => {
    expect(ageInYears('2025-06-15', now)).toBe(0);
    expect(ageInYears(new Date(Date.UTC(1980, 0, 1)), now)).toBe(45);
  });

  it('is null for unreadable or future dates', () => {
    expect(ageInYears('', now)).toBeNull();
    expect(ageInYears(null, now)).toBeNull();
    expect(ageInYears(undefined, now)).toBeNull();
    expect(ageInYears('not a date', now)).toBeNull();
    expect(ageInYears('2023-02-30', now)).toBeNull();
    expect(ageInYears(new Date('nope'), now)).toBeNull();
    expect(ageInYears('2025-06-16', now)).toBeNull();
  });
});
