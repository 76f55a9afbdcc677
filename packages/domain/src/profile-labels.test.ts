import { describe, expect, it } from 'vitest';
import { profileInitials, profileLastActiveLabel } from './profile-labels';

// Local-time constructors keep the calendar-day rules independent of the machine's time zone.
const now = new Date(2025, 5, 15, 9, 0);

describe('profileLastActiveLabel', () => {
  it("reads Aujourd'hui for the same calendar day", () => {
    expect(profileLastActiveLabel(new Date(2025, 5, 15, 0, 0), now)).toBe("Aujourd'hui");
    expect(profileLastActiveLabel(new Date(2025, 5, 15, 23, 0), now)).toBe("Aujourd'hui");
  });

  it('reads Hier for the previous calendar day, even a few hours ago', () => {
    expect(profileLastActiveLabel(new Date(2025, 5, 14, 23, 0), now)).toBe('Hier');
    expect(profileLastActiveLabel(new Date(2025, 5, 14, 0, 0).getTime(), now.getTime())).toBe(
      'Hier',
    );
  });

  it('reads Il y a N jours from 2 to 6 days', () => {
    expect(profileLastActiveLabel(new Date(2025, 5, 13, 12), now)).toBe('Il y a 2 jours');
    expect(profileLastActiveLabel(new Date(2025, 5, 9, 12), now)).toBe('Il y a 6 jours');
  });

  it('shows the French date from 7 days', () => {
    expect(profileLastActiveLabel(new Date(2025, 5, 8, 12), now)).toBe('08/06/2025');
    expect(profileLastActiveLabel(new Date(2024, 11, 31, 12), now)).toBe('31/12/2024');
  });

  it('treats a future date as today and has English labels', () => {
    expect(profileLastActiveLabel(new Date(2025, 5, 16), now)).toBe("Aujourd'hui");
    expect(profileLastActiveLabel(new Date(2025, 5, 14), now, 'en')).toBe('Yesterday');
    expect(profileLastActiveLabel(new Date(2025, 5, 12), now, 'en')).toBe('3 days ago');
  });

  it('is empty for an invalid date', () => {
    expect(profileLastActiveLabel(new Date('x'), now)).toBe('');
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
