import { describe, expect, it } from 'vitest';
import {
  defaultDateDisplay,
  formatCalendarDate,
  formatDate,
  formatTime,
  type DateDisplay,
} from './format';

const fr = (dateFormat: DateDisplay['dateFormat']): DateDisplay => ({ language: 'fr', dateFormat });
const en = (dateFormat: DateDisplay['dateFormat']): DateDisplay => ({ language: 'en', dateFormat });

describe('the one date formatter', () => {
  it('writes numeric dates in the format the user chose', () => {
    expect(formatDate('1988-11-30', fr('DD/MM/YYYY'))).toBe('30/11/1988');
    expect(formatDate('1988-11-30', fr('MM/DD/YYYY'))).toBe('11/30/1988');
    expect(formatDate('1988-11-30', fr('YYYY-MM-DD'))).toBe('1988-11-30');
    expect(formatDate('1988-11-30', en('YYYY-MM-DD'))).toBe('1988-11-30');
  });

  it('reads a calendar day as that day in any time zone', () => {
    // Midnight UTC is still the 29th in America: a birth date must not move.
    expect(formatDate('1988-11-30', fr('DD/MM/YYYY'), { timeZone: 'America/Los_Angeles' })).toBe(
      '30/11/1988',
    );
  });

  it('shows an instant on the local day, in the given zone', () => {
    const late = '2024-05-14T23:30:00.000Z';
    expect(formatDate(late, fr('YYYY-MM-DD'), { timeZone: 'Europe/Paris' })).toBe('2024-05-15');
    expect(formatDate(late, fr('YYYY-MM-DD'), { timeZone: 'UTC' })).toBe('2024-05-14');
    expect(formatDate(late, fr('DD/MM/YYYY'), { timeZone: 'Europe/Paris', time: true })).toBe(
      '15/05/2024 01:30',
    );
  });

  it('writes "1er" for the first day of a month in French words', () => {
    expect(formatDate('1988-03-01', fr('DD/MM/YYYY'), { style: 'long' })).toBe('1er mars 1988');
    expect(formatDate('1988-03-02', fr('DD/MM/YYYY'), { style: 'long' })).toBe('2 mars 1988');
    expect(formatDate('1988-03-01', en('DD/MM/YYYY'), { style: 'long' })).toBe('1 March 1988');
    expect(formatDate('1988-03-01', en('MM/DD/YYYY'), { style: 'long' })).toBe('March 1, 1988');
    expect(formatDate('2024-05-14', fr('DD/MM/YYYY'), { style: 'weekday' })).toBe(
      'mardi 14 mai 2024',
    );
  });

  it('adds the time after words the way each language does', () => {
    const at = '2024-05-12T08:30:00.000Z';
    expect(
      formatDate(at, fr('DD/MM/YYYY'), { style: 'long', time: true, timeZone: 'Europe/Paris' }),
    ).toBe('12 mai 2024 à 10:30');
    expect(formatTime(at, fr('DD/MM/YYYY'), { seconds: true, timeZone: 'UTC' })).toBe('08:30:00');
  });

  it('answers nothing for a value that is no date', () => {
    expect(formatDate('', fr('DD/MM/YYYY'))).toBe('');
    expect(formatDate(null, fr('DD/MM/YYYY'))).toBe('');
    expect(formatDate('nope', fr('DD/MM/YYYY'))).toBe('');
  });

  it('keeps the long calendar date of the public pages', () => {
    expect(formatCalendarDate('2026-11-24', 'fr')).toBe('24 novembre 2026');
    expect(formatCalendarDate('2026-11-01', 'fr')).toBe('1er novembre 2026');
    expect(formatCalendarDate('2026-11-24', 'en')).toBe('24 November 2026');
    expect(defaultDateDisplay('fr').dateFormat).toBe('DD/MM/YYYY');
  });
});
