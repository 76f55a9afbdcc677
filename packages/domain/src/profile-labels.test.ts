import { describe, expect, it } from 'vitest';
import { profileInitials, profileLastActive } from './profile-labels';

// Local-time constructors keep the calendar-day rules independent of the machine's time zone.
const now = new Date(2025, 5, 15, 9, 0);

describe('profileLastActive', () => {
  it('is today for the same calendar day', () => {
    expect(profileLastActive(new Date(2025, 5, 15, 0, 0), now)).toEqual({ kind: 'today' });
    expect(profileLastActive(new Date(2025, 5, 15, 23, 0), now)).toEqual({ kind: 'today' });
  });

  it('is yesterday for the previous calendar day, even a few hours ago', () => {
    expect(profileLastActive(new Date(2025, 5, 14, 23, 0), now)).toEqual({ kind: 'yesterday' });
    expect(profileLastActive(new Date(2025, 5, 14, 0, 0).getTime(), now.getTime())).toEqual({
      kind: 'yesterday',
    });
  });

  it('counts the days from 2 to 6', () => {
    expect(profileLastActive(new Date(2025, 5, 13, 12), now)).toEqual({ kind: 'daysAgo', days: 2 });
    expect(profileLastActive(new Date(2025, 5, 9, 12), now)).toEqual({ kind: 'daysAgo', days: 6 });
  });

  it('gives the date itself from 7 days', () => {
    const at = new Date(2025, 5, 8, 12);
    expect(profileLastActive(at, now)).toEqual({ kind: 'date', at: at.getTime() });
  });

  it('treats a future date as today', () => {
    expect(profileLastActive(new Date(2025, 5, 16), now)).toEqual({ kind: 'today' });
  });

  it('is null for an invalid date', () => {
    expect(profileLastActive(new Date('x'), now)).toBeNull();
  });
});

describe('profileInitials', () => {
  it.each([
    ['Marie Dupont', 'MD'],
    ['marie dupont', 'MD'],
    ['Jean-Pierre Martin', 'JM'],
    ['Anne Marie Claire Durand', 'AD'],
    ['Élodie', 'É'],
    ['  ', ''],
    ['Dr. Émile Zola', 'DZ'],
  ])('%j -> %j', (name, expected) => {
    expect(profileInitials(name)).toBe(expected);
  });

  it('falls back to the first letter of the e-mail', () => {
    expect(profileInitials('', 'sophie@cabinet.fr')).toBe('S');
    expect(profileInitials(null, '42@x.fr')).toBe('X');
    expect(profileInitials(undefined, undefined)).toBe('');
  });
});
