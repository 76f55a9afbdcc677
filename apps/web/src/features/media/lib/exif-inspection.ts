import {
  datePriseOf,
  exifCaptureTime,
  pickExifDates,
  type DatePriseSource,
} from '@photodossier/domain/exif-dates';
import type { ExifDates, PhotoRecord } from '@photodossier/domain/media-record';
import { photoFileUrls } from '@photodossier/domain/photo-urls';

/** What /exif-debug is asked to read: a file of this device, or one of the user's photos. */
export type ExifSource = { kind: 'file'; file: File } | { kind: 'photo'; photo: PhotoRecord };

export type ExifField = { name: string; value: string };
export type ExifGroup = { id: string; fields: ExifField[] };

export type ExifInspection = {
  /** Every block the file carries (IFD0, EXIF, IPTC, XMP...), GPS excepted. */
  groups: ExifGroup[];
  /** GPS is reported as present or absent only: a patient's whereabouts are not shown. */
  gpsPresent: boolean;
  /** The fields the product keeps as exif_dates. */
  exifDates: ExifDates | null;
  /** date_prise (ISO) and where it comes from (unknown for a stored photo). */
  datePrise: { iso: string; source: DatePriseSource | null };
  /** Derived here from the file (a local file), or as the server stored it (a user's photo). */
  derivation: 'computed' | 'stored';
  timeZone: string;
};

// Every block exifr can read; GPS is read to know whether it is there, never displayed.
const BLOCKS = ['ifd0', 'exif', 'gps', 'ifd1', 'interop', 'iptc', 'xmp', 'icc', 'jfif', 'ihdr'];
const MAX_VALUE_CHARS = 160;

function describeValue(value: unknown): string {
  if (value instanceof Uint8Array) {
    return value.length <= 16
      ? Array.from(value, (byte) => byte.toString(16).padStart(2, '0')).join(' ')
      : `${value.length} octets/bytes`;
  }
  if (Array.isArray(value)) return value.map(describeValue).join(', ');
  if (value !== null && typeof value === 'object') {
    const text = JSON.stringify(value);
    return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : text;
  }
  const text = String(value);
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : text;
}

/** Parsed blocks (exifr's `mergeOutput: false` shape) as groups of displayable fields. */
export function exifGroupsOf(blocks: Readonly<Record<string, unknown>>): {
  groups: ExifGroup[];
  gpsPresent: boolean;
} {
  const groups: ExifGroup[] = [];
  let gpsPresent = false;
  for (const [id, block] of Object.entries(blocks)) {
    if (block === null || typeof block !== 'object') continue;
    const entries = Object.entries(block as Record<string, unknown>);
    if (id === 'gps') {
      gpsPresent = entries.some(([name]) => /^GPS(Latitude|Longitude)$/.test(name));
      continue;
    }
    const fields = entries
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([name, value]) => ({ name, value: describeValue(value) }));
    if (fields.length > 0) groups.push({ id, fields });
  }
  return { groups, gpsPresent };
}

/** The fields of the blocks where date tags live (IFD0 and EXIF), merged as the server sees them. */
function dateFieldsOf(blocks: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const id of ['ifd0', 'exif']) {
    const block = blocks[id];
    if (block && typeof block === 'object') Object.assign(merged, block);
  }
  return merged;
}

async function readBlocks(input: Blob | string): Promise<Record<string, unknown>> {
  // exifr weighs about 70 KB: it loads when a photo is first inspected, never with the page.
  const { default: exifr } = await import('exifr');
  const blocks = (await exifr.parse(input, {
    ...Object.fromEntries(BLOCKS.map((block) => [block, true])),
    mergeOutput: false,
    // Dates stay as the camera wrote them, exactly what the server keeps.
    reviveValues: false,
    translateValues: true,
    translateKeys: true,
  })) as Record<string, unknown> | undefined;
  return blocks ?? {};
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * Reads a source's EXIF. For a local file, the dates are derived with the server's rules and
 * this browser's time zone, as an upload from here would record them; for a stored photo they
 * are the ones the server recorded. The stored photo is read through its own file address, in
 * ranges: only the first blocks of a 50 MB photo travel.
 */
export async function inspectExif(source: ExifSource, now = Date.now()): Promise<ExifInspection> {
  const timeZone = browserTimeZone();
  const blocks = await readBlocks(
    source.kind === 'file' ? source.file : photoFileUrls.original(source.photo.id),
  );
  const { groups, gpsPresent } = exifGroupsOf(blocks);
  if (source.kind === 'photo') {
    return {
      groups,
      gpsPresent,
      exifDates: source.photo.exif_dates,
      datePrise: { iso: source.photo.date_prise, source: null },
      derivation: 'stored',
      timeZone,
    };
  }
  const exifDates = pickExifDates(dateFieldsOf(blocks));
  const datePrise = datePriseOf(
    exifCaptureTime(exifDates, timeZone),
    source.file.lastModified,
    now,
  );
  return {
    groups,
    gpsPresent,
    exifDates,
    datePrise: { iso: new Date(datePrise.time).toISOString(), source: datePrise.source },
    derivation: 'computed',
    timeZone,
  };
}
