import type { PhotoRecord } from '@photodossier/domain/media-record';
import { localDayKey } from './media-dates';

export type DayGroup = {
  dayKey: string;
  photos: PhotoRecord[];
};

// The list groups every loaded photo again when a page arrives, and the photos of the pages
// already there are the same objects: each one's day is read from its date once.
const dayKeys = new WeakMap<PhotoRecord, string>();

function dayKeyOf(photo: PhotoRecord): string {
  let key = dayKeys.get(photo);
  if (key === undefined) {
    key = localDayKey(photo.date_prise) ?? localDayKey(photo.created_at) ?? 'unknown';
    dayKeys.set(photo, key);
  }
  return key;
}

/**
 * Photos by local day of date_prise, in the list's order (newest first). Photos of one day
 * stay together even if the server's order put another day between them.
 */
export function groupPhotosByDay(photos: readonly PhotoRecord[]): DayGroup[] {
  const groups = new Map<string, PhotoRecord[]>();
  for (const photo of photos) {
    const key = dayKeyOf(photo);
    const group = groups.get(key);
    if (group) group.push(photo);
    else groups.set(key, [photo]);
  }
  return [...groups].map(([dayKey, dayPhotos]) => ({ dayKey, photos: dayPhotos }));
}

export type GalleryRow =
  | { kind: 'header'; key: string; dayKey: string; count: number }
  | { kind: 'photos'; key: string; photos: PhotoRecord[] };

/** The virtual list's rows: a header per day, then that day's photos `columns` at a time. */
export function buildGalleryRows(groups: readonly DayGroup[], columns: number): GalleryRow[] {
  const perRow = Math.max(1, Math.floor(columns));
  const rows: GalleryRow[] = [];
  for (const group of groups) {
    rows.push({
      kind: 'header',
      key: `day-${group.dayKey}`,
      dayKey: group.dayKey,
      count: group.photos.length,
    });
    for (let start = 0; start < group.photos.length; start += perRow) {
      const photos = group.photos.slice(start, start + perRow);
      rows.push({ kind: 'photos', key: `row-${photos[0]?.id ?? start}`, photos });
    }
  }
  return rows;
}

function samePhotos(a: readonly PhotoRecord[], b: readonly PhotoRecord[]): boolean {
  return a.length === b.length && a.every((photo, index) => photo === b[index]);
}

/**
 * The new rows, reusing each previous row whose content did not change, so memoised rows
 * keep their props when the next page arrives and only the changed rows render again.
 */
export function reuseUnchangedRows(
  next: readonly GalleryRow[],
  previous: readonly GalleryRow[],
): GalleryRow[] {
  const byKey = new Map(previous.map((row) => [row.key, row]));
  return next.map((row) => {
    const old = byKey.get(row.key);
    if (!old || old.kind !== row.kind) return row;
    if (row.kind === 'header' && old.kind === 'header') {
      return old.count === row.count && old.dayKey === row.dayKey ? old : row;
    }
    if (row.kind === 'photos' && old.kind === 'photos') {
      return samePhotos(old.photos, row.photos) ? old : row;
    }
    return row;
  });
}

// A tile is at least this wide, so 375 px phones show 2 columns and 1280 px screens 6.
const MIN_TILE_WIDTH_PX = 150;
export const GALLERY_MIN_COLUMNS = 2;
export const GALLERY_MAX_COLUMNS = 6;

export function galleryColumns(containerWidth: number): number {
  const fitting = Math.floor(containerWidth / MIN_TILE_WIDTH_PX);
  return Math.min(GALLERY_MAX_COLUMNS, Math.max(GALLERY_MIN_COLUMNS, fitting));
}

/** Hidden from lists: soft-deleted photos and those the orphan check found missing. */
export function visiblePhotos(
  photos: readonly PhotoRecord[],
  deletedIds: ReadonlySet<string>,
): PhotoRecord[] {
  return photos.filter((photo) => !photo.is_deleted && !deletedIds.has(photo.id));
}
