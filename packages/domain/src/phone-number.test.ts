import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, isValidPhoneNumber, normalizePhoneNumber } from './phone-number';

describe('normalizePhoneNumber', () => {
  it.each([
    ['06 12 34 56 78', '+33612345678'],
    ['0612345678', '+33612345678'],
    ['06.12.34.56.78', '+33612345678'],
    ['06-12-34-56-78', '+33612345678'],
    ['01 23 45 67 89', '+33123456789'],
    ['07 98 76 54 32', '+33798765432'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['+33612345678', '+33612345678'],
    ['+33 (0)6 12 34 56 78', '+33612345678'],
    ['+33 06 12 34 56 78', '+33612345678'],
    ['0033 6 12 34 56 78', '+33612345678'],
    ['  06 12 34 56 78  ', '+33612345678'],
  ])('reads the French number %s as %s', (typed, e164) => {
    expect(normalizePhoneNumber(typed)).toBe(e164);
  });

  it.each([
    ['0690 12 34 56', '+590690123456'],
    ['0590 12 34 56', '+590590123456'],
    ['0694 12 34 56', '+594694123456'],
    ['0696 12 34 56', '+596696123456'],
    ['0692 12 34 56', '+262692123456'],
    ['0262 12 34 56', '+262262123456'],
  ])('gives the overseas number %s its own country code: %s', (typed, e164) => {
    expect(normalizePhoneNumber(typed)).toBe(e164);
  });

  it.each([
    ['+32 470 12 34 56', '+32470123456'],
    ['0044 7700 900123', '+447700900123'],
    ['+1 (415) 555-0100', '+14155550100'],
  ])('keeps the international number %s as %s', (typed, e164) => {
    expect(normalizePhoneNumber(typed)).toBe(e164);
  });

  it.each([
    '',
    '06 12 34 56',
    '06 12 34 56 789',
    '00',
    '6 12 34 56 78',
    '+33 6 12 34 56',
    '+33 6 12 34 56 789',
    '+0 612345678',
    '+123',
    'abc',
    '06 12 34 56 7a',
  ])('refuses %j', (typed) => {
    expect(normalizePhoneNumber(typed)).toBeNull();
    expect(isValidPhoneNumber(typed)).toBe(false);
  });
});

describe('formatPhoneNumber', () => {
  it('spaces a French number the French way', () => {
    expect(formatPhoneNumber('+33612345678')).toBe('+33 6 12 34 56 78');
  });

  it('leaves other numbers as they are', () => {
    expect(formatPhoneNumber('+32470123456')).toBe('+32470123456');
  });
});
