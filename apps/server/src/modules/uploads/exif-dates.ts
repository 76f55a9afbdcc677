import exifr from 'exifr';
import { EXIF_DATE_TAGS, pickExifDates } from '@photodossier/domain/exif-dates';
import type { ExifDates } from '@photodossier/domain/media-record';

/** The date fields of an image's EXIF, raw; null when it has none (or no EXIF at all). */
export async function readExifDates(path: string): Promise<ExifDates | null> {
  let parsed: Record<string, unknown> | undefined;
  try {
    parsed = await exifr.parse(path, {
      pick: [...EXIF_DATE_TAGS],
      reviveValues: false,
      translateValues: false,
    });
  } catch {
    // A damaged EXIF block must not refuse a photo the camera could still open.
    return null;
  }
  return pickExifDates(parsed);
}
