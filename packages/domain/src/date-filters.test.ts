import { describe, expect, it } from 'vitest';
import {
  createDateFilter,
  dateFilterRange,
  filterByDate,
  keepNewestInterval,
  normalizeCustomHours,
  normalizeLatestGroupMinutes,
} from './date-filters';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Local-time constructors keep these tests independent of the machine's time zone.
const now = new Date(2025, 2, 12, 15, 30).getTime();
const startOfToday = new Date(2025, 2, 12).getTime();

describe('normalizeCustomHours', () => {
  it.each([
    [6, 6],
    [1, 1],
    [168, 168],
    [169, 168],
    [0, 1],
    [0.5, 1],
    [-4, 1],
    [12.9, 12],
    ['24', 24],
    ['', 6],
    [null, 6],
    [undefined, 6],
    [Number.NaN, 6],
  ] as const)('%j -> %d', (input, expected) => {
    expect(normalizeCustomHours(input)).toBe(expected);
  });
});

describe('normalizeLatestGroupMinutes', () => {
  it.each([
    [10, 10],
    [1, 1],
    [60, 60],
    [61, 60],
    [0, 1],
    [undefined, 10],
    ['abc', 10],
  ] as const)('%j -> %d', (input, expected) => {
    expect(normalizeLatestGroupMinutes(input)).toBe(expected);
  });
});

describe('createDateFilter', () => {
  it('all accepts everything, even unknown dates', () => {
    const matches = createDateFilter('all', { now });
    expect(matches(0)).toBe(true);
    expect(matches(Number.NaN)).toBe(true);
  });

  it('last24h accepts exactly 24 hours back, not one millisecond more', () => {
    const matches = createDateFilter('last24h', { now });
    expect(matches(now - DAY)).toBe(true);
    expect(matches(now - DAY - 1)).toBe(false);
    expect(matches(now + HOUR)).toBe(true);
    expect(matches(Number.NaN)).toBe(false);
  });

  it('customHours uses the normalised hours, 6 by default', () => {
    expect(createDateFilter('customHours', { now })(now - 6 * HOUR)).toBe(true);
    expect(createDateFilter('customHours', { now })(now - 6 * HOUR - 1)).toBe(false);
    const twoHours = createDateFilter('customHours', { now, customHours: 2 });
    expect(twoHours(now - 2 * HOUR)).toBe(true);
    expect(twoHours(now - 2 * HOUR - 1)).toBe(false);
    const capped = createDateFilter('customHours', { now, customHours: 500 });
    expect(capped(now - 168 * HOUR)).toBe(true);
    expect(capped(now - 168 * HOUR - 1)).toBe(false);
  });

  it('latestGroup keeps ±N minutes around the newest file', () => {
    const newest = now - 3 * HOUR;
    const matches = createDateFilter('latestGroup', { now, newestTimestamp: newest });
    expect(matches(newest - 10 * MINUTE)).toBe(true);
    expect(matches(newest - 10 * MINUTE - 1)).toBe(false);
    expect(matches(newest + 10 * MINUTE)).toBe(true);
    expect(matches(newest + 10 * MINUTE + 1)).toBe(false);
    const narrow = createDateFilter('latestGroup', {
      now,
      newestTimestamp: newest,
      latestGroupMinutes: 1,
    });
    expect(narrow(newest - MINUTE)).toBe(true);
    expect(narrow(newest - MINUTE - 1)).toBe(false);
  });

  it('latestGroup anchors on now when the newest file is unknown', () => {
    expect(dateFilterRange('latestGroup', { now })).toEqual({
      dateFrom: now - 10 * MINUTE,
      dateTo: now + 10 * MINUTE,
    });
  });

  it('newSinceLastImport keeps files strictly after the last import', () => {
    const lastImportAt = now - HOUR;
    const matches = createDateFilter('newSinceLastImport', { now, lastImportAt });
    expect(matches(lastImportAt)).toBe(false);
    expect(matches(lastImportAt + 1)).toBe(true);
    expect(createDateFilter('newSinceLastImport', { now, lastImportAt: null })(0)).toBe(true);
  });

  it('today is the local calendar day of now', () => {
    const matches = createDateFilter('today', { now: new Date(now) });
    expect(matches(startOfToday)).toBe(true);
    expect(matches(startOfToday - 1)).toBe(false);
    expect(matches(new Date(2025, 2, 12, 23, 59, 59, 999).getTime())).toBe(true);
    expect(matches(new Date(2025, 2, 13).getTime())).toBe(false);
  });

  it('yesterday is the previous local calendar day', () => {
    const matches = createDateFilter('yesterday', { now });
    expect(matches(new Date(2025, 2, 11).getTime())).toBe(true);
    expect(matches(startOfToday - 1)).toBe(true);
    expect(matches(startOfToday)).toBe(false);
    expect(matches(new Date(2025, 2, 11).getTime() - 1)).toBe(false);
  });

  it('yesterday crosses month and year boundaries', () => {
    const newYear = new Date(2025, 0, 1, 8).getTime();
    expect(dateFilterRange('yesterday', { now: newYear })).toEqual({
      dateFrom: new Date(2024, 11, 31).getTime(),
      dateTo: new Date(2025, 0, 1).getTime() - 1,
    });
  });

  it('thisWeek goes 7 days back from now', () => {
    const matches = createDateFilter('thisWeek', { now });
    expect(matches(now - 7 * DAY)).toBe(true);
    expect(matches(now - 7 * DAY - 1)).toBe(false);
  });
});

describe('filterByDate', () => {
  it('takes the latestGroup anchor from the files themselves', () => {
    const times = [now - 5 * HOUR, now - 5 * HOUR - 9 * MINUTE, now - 5 * HOUR - 11 * MINUTE];
    expect(filterByDate(times, (time) => time, 'latestGroup', { now })).toEqual(times.slice(0, 2));
  });

  it('filters other kinds by their range', () => {
    const files = [{ t: now - HOUR }, { t: now - 2 * DAY }];
    expect(filterByDate(files, (file) => file.t, 'last24h', { now })).toEqual([files[0]]);
    expect(filterByDate([], (time: number) => time, 'latestGroup', { now })).toEqual([]);
  });
});

describe('keepNewestInterval', () => {
  it('keeps files at most 10 minutes older than the newest one, in order', () => {
    const base = now;
    const files = [base - 10 * MINUTE, base, base - 10 * MINUTE - 1, base - 3 * MINUTE];
    expect(keepNewestInterval(files, (time) => time)).toEqual([
      base - 10 * MINUTE,
      base,
      base - 3 * MINUTE,
    ]);
  });

  it('drops files with unknown times and handles empty input', () => {
    expect(keepNewestInterval([Number.NaN, 5], (time) => time)).toEqual([5]);
    expect(keepNewestInterval([], (time: number) => time)).toEqual([]);
    expect(keepNewestInterval([Number.NaN], (time) => time)).toEqual([]);
  });
});
