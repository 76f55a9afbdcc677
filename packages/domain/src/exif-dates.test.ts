import { describe, expect, it } from 'vitest';
import { datePriseOf, exifCaptureTime, isTimeZone, pickExifDates } from './exif-dates';

describe('pickExifDates', () => {
  it('keeps the date fields as written and drops every other field', () => {
    expect(
      pickExifDates({
        DateTimeOriginal: ' 2024:05:01 10:00:00 ',
        OffsetTimeOriginal: '+02:00',
        Make: 'Canon',
        CreateDate: '',
        ModifyDate: 42,
      }),
    ).toEqual({ DateTimeOriginal: '2024:05:01 10:00:00', OffsetTimeOriginal: '+02:00' });
  });

  it('is null without any date field', () => {
    expect(pickExifDates({ Make: 'Canon' })).toBeNull();
    expect(pickExifDates(undefined)).toBeNull();
  });
});

describe('exifCaptureTime', () => {
  it('uses the written offset when there is one', () => {
    const taken = exifCaptureTime(
      { DateTimeOriginal: '2024:05:01 10:00:00', OffsetTimeOriginal: '+02:00' },
      'America/New_York',
    );
    expect(new Date(taken!).toISOString()).toBe('2024-05-01T08:00:00.000Z');
  });

  it("reads the camera's clock in the given zone, summer and winter", () => {
    const summer = exifCaptureTime({ DateTimeOriginal: '2024:07:01 12:00:00' }, 'Europe/Paris');
    const winter = exifCaptureTime({ DateTimeOriginal: '2024:01:15 12:00:00' }, 'Europe/Paris');
    expect(new Date(summer!).toISOString()).toBe('2024-07-01T10:00:00.000Z');
    expect(new Date(winter!).toISOString()).toBe('2024-01-15T11:00:00.000Z');
  });

  it('is null for a missing or impossible date', () => {
    expect(exifCaptureTime(null, 'UTC')).toBeNull();
    expect(exifCaptureTime({ CreateDate: '2024:05:01 10:00:00' }, 'UTC')).toBeNull();
    expect(exifCaptureTime({ DateTimeOriginal: '2024:02:30 10:00:00' }, 'UTC')).toBeNull();
    expect(exifCaptureTime({ DateTimeOriginal: '0000:00:00 00:00:00' }, 'UTC')).toBeNull();
  });
});

describe('isTimeZone', () => {
  it('accepts IANA zones only', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('datePriseOf', () => {
  it('prefers the capture time, then the file date, then the upload', () => {
    expect(datePriseOf(1000, 2000, 3000)).toEqual({ time: 1000, source: 'capture' });
    expect(datePriseOf(null, 2000, 3000)).toEqual({ time: 2000, source: 'file' });
    expect(datePriseOf(null, 0, 3000)).toEqual({ time: 3000, source: 'upload' });
    expect(datePriseOf(null, null, 3000)).toEqual({ time: 3000, source: 'upload' });
  });
});
