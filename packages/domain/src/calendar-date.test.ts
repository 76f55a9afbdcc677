import { describe, expect, it } from 'vitest';
import {
  isIsoCalendarDate,
  localCalendarDay,
  parseCalendarDate,
  toFrenchDate,
  toIsoDate,
} from './calendar-date';

describe('parseCalendarDate', () => {
  it('reads ISO dates, with or without a time', () => {
    expect(parseCalendarDate('1990-05-10')).toEqual({ year: 1990, month: 5, day: 10 });
    expect(parseCalendarDate('1990-05-10T23:00:00.000Z')).toEqual({
      year: 1990,
      month: 5,
      day: 10,
    });
  });

  it('reads the French DD/MM/YYYY form', () => {
    expect(parseCalendarDate('10/05/1990')).toEqual({ year: 1990, month: 5, day: 10 });
  });

  it('refuses impossible or malformed dates', () => {
    expect(parseCalendarDate('2023-02-29')).toBeNull();
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDate('2023-13-01')).toBeNull();
    expect(parseCalendarDate('31/04/2020')).toBeNull();
    expect(parseCalendarDate('1990-5-10')).toBeNull();
    expect(parseCalendarDate('hier')).toBeNull();
    expect(parseCalendarDate('')).toBeNull();
    expect(parseCalendarDate(null)).toBeNull();
  });
});

describe('localCalendarDay', () => {
  it("is the day on the device's own calendar, late at night as early in the morning", () => {
    expect(localCalendarDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localCalendarDay(new Date(2026, 0, 5, 0, 1))).toBe('2026-01-05');
  });
});

describe('toIsoDate / isIsoCalendarDate', () => {
  it('round-trips and only accepts the strict ISO form', () => {
    expect(toIsoDate({ year: 987, month: 1, day: 2 })).toBe('0987-01-02');
    expect(toFrenchDate({ year: 2026, month: 3, day: 4 })).toBe('04/03/2026');
    expect(parseCalendarDate(toFrenchDate({ year: 2024, month: 2, day: 29 }))).toEqual({
      year: 2024,
      month: 2,
      day: 29,
    });
    expect(isIsoCalendarDate('2020-01-31')).toBe(true);
    expect(isIsoCalendarDate('2020-02-31')).toBe(false);
    expect(isIsoCalendarDate('31/01/2020')).toBe(false);
    expect(isIsoCalendarDate('2020-01-31T00:00:00Z')).toBe(false);
  });
});
