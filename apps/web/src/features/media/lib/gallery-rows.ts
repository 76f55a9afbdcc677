import type { PhotoListItem } from '@photodossier/domain/media-record';
import { localDayKey } from './media-dates';

// The photos of the pages already loaded are the same objects when the next page arrives:
// each one's day is read from its date once.
const dayKeys = new WeakMap<PhotoListItem, string>();

function dayKeyOf(photo: PhotoListItem): string {
  let key = dayKeys.get(photo);
  if (key === undefined) {
    key = localDayKey(photo.date_prise) ?? localDayKey(photo.created_at) ?? 'unknown';
    dayKeys.set(photo, key);
  }
  return key;
}

export type GalleryRow =
  | { kind: 'header'; key: string; dayKey: string; count: number }
  | { kind: 'photos'; key: string; photos: PhotoListItem[] };

/** One day's rows: its header, then its photos `perRow` at a time. */
function dayRows(dayKey: string, photos: readonly PhotoListItem[], perRow: number): GalleryRow[] {
  const rows: GalleryRow[] = [
    { kind: 'header', key: `day-${dayKey}`, dayKey, count: photos.length },
  ];
  for (let start = 0; start < photos.length; start += perRow) {
    const rowPhotos = photos.slice(start, start + perRow);
    rows.push({ kind: 'photos', key: `row-${rowPhotos[0]?.id ?? start}`, photos: rowPhotos });
  }
  return rows;
}

function samePhotos(a: readonly PhotoListItem[], b: readonly PhotoListItem[]): boolean {
  return a.length === b.length && a.every((photo, index) => photo === b[index]);
}

/** The previous row of that key when its content is the same, so a memoised row keeps its props. */
function reuseRow(row: GalleryRow, old: GalleryRow | undefined): GalleryRow {
  if (!old || old.kind !== row.kind) return row;
  if (row.kind === 'header' && old.kind === 'header') {
    return old.count === row.count && old.dayKey === row.dayKey ? old : row;
  }
  if (row.kind === 'photos' && old.kind === 'photos') {
    return samePhotos(old.photos, row.photos) ? old : row;
  }
  return row;
}

/** The virtual list's rows for a list of photos, and what the next page needs to extend them. */
export type GalleryLayout = {
  readonly photos: readonly PhotoListItem[];
  readonly columns: number;
  /** Each day's rows, its header first, the days in the order they are shown. */
  readonly rowsByDay: ReadonlyMap<string, readonly GalleryRow[]>;
  readonly rows: readonly GalleryRow[];
};

function startsWith(list: readonly PhotoListItem[], prefix: readonly PhotoListItem[]): boolean {
  if (list.length < prefix.length) return false;
  for (let index = 0; index < prefix.length; index += 1) {
    if (list[index] !== prefix[index]) return false;
  }
  return true;
}

const photosOfRows = (rows: readonly GalleryRow[] | undefined): PhotoListItem[] =>
  rows?.flatMap((row) => (row.kind === 'photos' ? row.photos : [])) ?? [];

const byKey = (rows: readonly GalleryRow[]) => new Map(rows.map((row) => [row.key, row]));

/**
 * A header per local day of date_prise, newest day first as listed, then that day's photos
 * `columns` at a time. Photos of one day stay together even if the server's order put another
 * day between them.
 *
 * When the list only grew at its end (the next page arrived), only the days of the new photos
 * are cut again: grouping every loaded photo on each page made a page's work and garbage grow
 * with the whole list, 10,000 photos by the end of a long scroll (issue 24). Any other change
 * (a photo deleted, a new one on top, another width) builds every day again. Either way a row
 * whose content did not change is the previous object, so its memoised view does not render.
 */
export function layoutGallery(
  photos: readonly PhotoListItem[],
  columns: number,
  previous: GalleryLayout | null,
): GalleryLayout {
  const perRow = Math.max(1, Math.floor(columns));
  const extending =
    previous !== null && previous.columns === perRow && startsWith(photos, previous.photos);
  const rowsByDay = new Map(extending ? previous.rowsByDay : []);
  const changedDays = new Map<string, PhotoListItem[]>();
  for (let index = extending ? previous.photos.length : 0; index < photos.length; index += 1) {
    const photo = photos[index]!;
    const dayKey = dayKeyOf(photo);
    let dayPhotos = changedDays.get(dayKey);
    if (!dayPhotos) {
      dayPhotos = photosOfRows(rowsByDay.get(dayKey));
      changedDays.set(dayKey, dayPhotos);
    }
    dayPhotos.push(photo);
  }
  // Rebuilt from scratch, a day's rows may take the keys of any previous row.
  const everyPreviousRow = previous && !extending ? byKey(previous.rows) : null;
  for (const [dayKey, dayPhotos] of changedDays) {
    const previousRows = everyPreviousRow ?? byKey(rowsByDay.get(dayKey) ?? []);
    rowsByDay.set(
      dayKey,
      dayRows(dayKey, dayPhotos, perRow).map((row) => reuseRow(row, previousRows.get(row.key))),
    );
  }
  const rows: GalleryRow[] = [];
  for (const dayRowList of rowsByDay.values()) rows.push(...dayRowList);
  return { photos, columns: perRow, rowsByDay, rows };
}

// A tile is at least this wide, so 375 px phones show 2 columns and 1280 px screens 6.
const MIN_TILE_WIDTH_PX = 150;
export const GALLERY_MIN_COLUMNS = 2;
export const GALLERY_MAX_COLUMNS = 6;

export function galleryColumns(containerWidth: number): number {
  const fitting = Math.floor(containerWidth / MIN_TILE_WIDTH_PX);
  return Math.min(GALLERY_MAX_COLUMNS, Math.max(GALLERY_MIN_COLUMNS, fitting));
}

/**
 * The loaded pages' photos in order, without those hidden from lists since the pages were read:
 * moved to the trash meanwhile, or found missing by the orphan check. One pass and one array per
 * page arrival.
 */
export function visiblePhotos(
  pages: readonly { readonly items: readonly PhotoListItem[] }[],
  deletedIds: ReadonlySet<string>,
): PhotoListItem[] {
  const photos: PhotoListItem[] = [];
  for (const page of pages) {
    for (const photo of page.items) {
      if (!deletedIds.has(photo.id)) photos.push(photo);
    }
  }
  return photos;
}
