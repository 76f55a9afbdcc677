import { describe, expect, it } from 'vitest';
import {
  practiceCalendarDay,
  frenchCalendarDate,
  frenchPracticeDateTime,
  frenchPracticeDay,
} from '../src/platform/practice-time';

// Documents (PDFs, e-mails) are dated in French and in Paris time, whatever the server's zone.

describe('practice dates', () => {
  it('writes a calendar day as that day, without a time zone', () => {
    expect(frenchCalendarDate('1988-11-30')).toBe('30/11/1988');
    expect(frenchCalendarDate('2026-01-01')).toBe('01/01/2026');
  });

  it('writes nothing for an empty or impossible day', () => {
    expect(frenchCalendarDate('')).toBe('');
    expect(frenchCalendarDate(null)).toBe('');
    expect(frenchCalendarDate('2023-02-30')).toBe('');
  });

  it('dates an instant in Paris time, summer and winter', () => {
    // 22:30 UTC on 1 July is 00:30 on 2 July in Paris (UTC+2).
    expect(frenchPracticeDateTime(new Date(Date.UTC(2026, 6, 1, 22, 30)))).toBe(
      '02/07/2026 à 00:30',
    );
    // 23:05 UTC on 31 December is 00:05 on 1 January in Paris (UTC+1).
    expect(frenchPracticeDateTime(Date.UTC(2026, 11, 31, 23, 5))).toBe('01/01/2027 à 00:05');
    expect(frenchPracticeDay(Date.UTC(2026, 11, 31, 23, 5))).toBe('01/01/2027');
    expect(frenchPracticeDay(Date.UTC(2026, 11, 31, 22, 55))).toBe('31/12/2026');
    expect(practiceCalendarDay(Date.UTC(2026, 11, 31, 23, 5))).toBe('2027-01-01');
    expect(practiceCalendarDay(new Date(Date.UTC(2026, 6, 1, 12)))).toBe('2026-07-01');
  });
});
