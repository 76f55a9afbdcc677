import { exifCaptureTime } from '@photodossier/domain/exif-dates';
import { isDcimFolderName } from '@photodossier/domain/folder-scan';
import { SD_CARD_SCAN_EXTENSIONS } from '@photodossier/domain/folder-scan-extensions';
import type { ExifDates } from '@photodossier/domain/media-record';
import { listFolder, type ListedFile, type ScanOptions } from './scan-folder';

/** A file of the card, opened: the scanned file record of spec 02 §3, with its capture time. */
export type ScannedFile = ListedFile & {
  readonly name: string;
  readonly size: number;
  readonly lastModified: number;
  readonly type: string;
  readonly file: File;
  /** EXIF DateTimeOriginal when the camera wrote one, else the file's date: what filters use. */
  readonly takenAt: number;
};

/** The card analysis of spec 02 §3: what the SD panel shows once a folder is picked. */
export type CardAnalysis = {
  readonly name: string;
  readonly isCamera: boolean;
  readonly photos: readonly ScannedFile[];
  readonly dateRange: { readonly from: number; readonly to: number } | null;
};

/** How the SD tab and the SD tutorial read a card until the user changes it: same count in both. */
export const DEFAULT_CARD_SCAN: {
  readonly dcimOnly: boolean;
  readonly extensions: readonly string[];
} = {
  dcimOnly: true,
  extensions: SD_CARD_SCAN_EXTENSIONS,
};

async function hasDcimFolder(root: FileSystemDirectoryHandle): Promise<boolean> {
  for await (const entry of (
    root as unknown as { values(): AsyncIterable<FileSystemHandle> }
  ).values()) {
    if (entry.kind === 'directory' && isDcimFolderName(entry.name)) return true;
  }
  return false;
}

/**
 * The DCIM-only rule as it applies to this folder: it only means something when the folder
 * holds a DCIM folder. A card without one, or its DCIM folder picked directly (the tutorial
 * allows it), is read whole rather than shown empty (spec 02 §2.6: import remains possible).
 */
export async function cardDcimOnly(
  root: FileSystemDirectoryHandle,
  dcimOnly: boolean,
): Promise<boolean> {
  return dcimOnly && (await hasDcimFolder(root));
}

async function captureTime(file: File, timeZone: string): Promise<number | null> {
  if (!/^image\/(jpeg|tiff)$/.test(file.type) && !/\.(jpe?g|tiff?)$/i.test(file.name)) return null;
  try {
    // exifr loads with the first card analysed, never with the page.
    const { default: exifr } = await import('exifr');
    const dates = (await exifr.parse(file, {
      pick: ['DateTimeOriginal', 'OffsetTimeOriginal'],
      reviveValues: false,
    })) as ExifDates | undefined;
    return exifCaptureTime(dates ?? null, timeZone);
  } catch {
    return null;
  }
}

/**
 * Reads a card: DCIM detection, then every media file opened once for its size and dates,
 * reporting progress as it goes (a card holds thousands of photos).
 */
export async function analyseCard(
  root: FileSystemDirectoryHandle,
  options: Omit<ScanOptions, 'recursive'>,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<CardAnalysis> {
  // The DCIM folder itself is a camera's structure too: no "is it really a card?" warning.
  const isCamera = isDcimFolderName(root.name) || (await hasDcimFolder(root));
  const listed = await listFolder(root, {
    ...options,
    dcimOnly: await cardDcimOnly(root, options.dcimOnly === true),
    recursive: true,
  });
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const photos: ScannedFile[] = [];
  for (const [index, entry] of listed.entries()) {
    const file = await entry.handle.getFile();
    if (file.size > 0) {
      const takenAt = (await captureTime(file, timeZone)) ?? file.lastModified;
      photos.push({
        ...entry,
        name: file.name,
        size: file.size,
        lastModified: file.lastModified,
        type: file.type,
        file,
        takenAt,
      });
    }
    onProgress(index + 1, listed.length);
  }
  const times = photos.map((photo) => photo.takenAt);
  return {
    name: root.name,
    isCamera,
    photos,
    dateRange: times.length === 0 ? null : { from: Math.min(...times), to: Math.max(...times) },
  };
}
