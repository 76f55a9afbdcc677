import type { ExifDates } from './media-record';

/**
 * The EXIF date rules of spec 02 (exif_dates, date_prise): which fields are kept, raw, and when
 * a photo was taken. Pure, so the server applies them on upload and /exif-debug shows what they
 * give for a file before it is sent.
 */

// Date fields kept as the camera wrote them, with the offsets that say which clock they are on.
export const EXIF_DATE_TAGS = [
  'DateTimeOriginal',
  'CreateDate',
  'ModifyDate',
  'OffsetTimeOriginal',
  'OffsetTimeDigitized',
  'OffsetTime',
  'SubSecTimeOriginal',
] as const;

const EXIF_DATE = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})/;
const EXIF_OFFSET = /^([+-])(\d{2}):(\d{2})$/;

/**
 * The date fields of parsed EXIF (raw values, not revived into Dates) that the product keeps as
 * exif_dates; null when there are none.
 */
export function pickExifDates(
  parsed: Readonly<Record<string, unknown>> | null | undefined,
): ExifDates | null {
  const dates: ExifDates = {};
  for (const tag of EXIF_DATE_TAGS) {
    const value = parsed?.[tag];
    if (typeof value === 'string' && value.trim() !== '') dates[tag] = value.trim();
  }
  return Object.keys(dates).length > 0 ? dates : null;
}

function offsetMinutesOf(zone: string, epochMs: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(epochMs));
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
  return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

/** A wall-clock time of `zone` as epoch ms (the offset of that date, summer or winter). */
function zonedWallTimeToEpoch(wallAsUtc: number, zone: string): number {
  const first = wallAsUtc - offsetMinutesOf(zone, wallAsUtc) * 60_000;
  return wallAsUtc - offsetMinutesOf(zone, first) * 60_000;
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * When the photo was taken, from DateTimeOriginal. With OffsetTimeOriginal the instant is
 * exact; without it the camera's clock is taken to be on `timeZone` (the uploading browser's,
 * else the server's). null when the field is missing or not a real date.
 */
export function exifCaptureTime(dates: ExifDates | null, timeZone: string): number | null {
  const match = EXIF_DATE.exec(dates?.DateTimeOriginal ?? '');
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wallAsUtc);
  if (year < 1900 || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const offset = EXIF_OFFSET.exec(dates?.OffsetTimeOriginal ?? '');
  if (offset) {
    const sign = offset[1] === '-' ? -1 : 1;
    return wallAsUtc - sign * (Number(offset[2]) * 60 + Number(offset[3])) * 60_000;
  }
  return zonedWallTimeToEpoch(wallAsUtc, timeZone);
}

export type DatePriseSource = 'capture' | 'file' | 'upload';

/**
 * date_prise of spec 01 §3: when the camera took it (EXIF, or a video's own creation time),
 * else the file's last-modified date the browser gave, else the moment of the upload.
 */
export function datePriseOf(
  capturedAt: number | null,
  fileLastModified: number | null,
  uploadedAt: number,
): { time: number; source: DatePriseSource } {
  if (capturedAt !== null) return { time: capturedAt, source: 'capture' };
  if (fileLastModified !== null && fileLastModified > 0)
    return { time: fileLastModified, source: 'file' };
  return { time: uploadedAt, source: 'upload' };
}
