import { describe, expect, it } from 'vitest';
import {
  galleryColumns,
  layoutGallery,
  visiblePhotos,
  type GalleryLayout,
  type GalleryRow,
} from './gallery-rows';
import { defaultDateDisplay } from '@/lib/format';
import { formatDayHeading, localDayKey } from './media-dates';
import { photoFixture } from '@/test/photo-fixture';
import type { PhotoRecord } from '@photodossier/domain/media-record';

// Local noon avoids a day change whatever the test machine's zone.
const at = (day: string, hour = 12) =>
  new Date(`${day}T${String(hour).padStart(2, '0')}:00:00`).toISOString();

const rowsOf = (photos: PhotoRecord[], columns: number) =>
  layoutGallery(photos, columns, null).rows;
const headers = (rows: readonly GalleryRow[]) =>
  rows.flatMap((row) => (row.kind === 'header' ? [row.dayKey] : []));
const idsByRow = (rows: readonly GalleryRow[]) =>
  rows.map((row) =>
    row.kind === 'header'
      ? `${row.dayKey}:${row.count}`
      : row.photos.map((photo) => photo.id).join(','),
  );

describe('grouping photos by day', () => {
  it('puts photos of one local day under one header, newest day first as listed', () => {
    const photos = [
      photoFixture({ id: 'a', date_prise: at('2024-05-14', 18) }),
      photoFixture({ id: 'b', date_prise: at('2024-05-14', 9) }),
      photoFixture({ id: 'c', date_prise: at('2024-05-12') }),
    ];
    const rows = rowsOf(photos, 6);
    expect(headers(rows)).toEqual(['2024-05-14', '2024-05-12']);
    expect(idsByRow(rows)).toEqual(['2024-05-14:2', 'a,b', '2024-05-12:1', 'c']);
  });

  it('keeps a day together when another day sits between its photos', () => {
    const photos = [
      photoFixture({ id: 'a', date_prise: at('2024-05-14') }),
      photoFixture({ id: 'b', date_prise: at('2024-05-13') }),
      photoFixture({ id: 'c', date_prise: at('2024-05-14', 8) }),
    ];
    expect(idsByRow(rowsOf(photos, 6))).toEqual(['2024-05-14:2', 'a,c', '2024-05-13:1', 'b']);
  });

  it('falls back on the creation date when the taken date is unreadable', () => {
    const photo = photoFixture({ date_prise: 'not a date', created_at: at('2023-01-02') });
    expect(headers(rowsOf([photo], 6))).toEqual(['2023-01-02']);
  });

  it('cuts each day into rows of the column count, after its header', () => {
    const photos = Array.from({ length: 5 }, (_, index) =>
      photoFixture({ id: `p${index}`, date_prise: at('2024-05-14') }),
    );
    const rows = rowsOf(photos, 2);
    expect(rows.map((row) => row.kind)).toEqual(['header', 'photos', 'photos', 'photos']);
    expect(rows[0]).toMatchObject({ kind: 'header', count: 5 });
    expect(rows.at(-1)).toMatchObject({ kind: 'photos', photos: [{ id: 'p4' }] });
  });

  it('groups 10,000 photos quickly enough for a render', () => {
    const photos = hourly(10_000);
    const started = performance.now();
    const rows = rowsOf(photos, 6);
    expect(performance.now() - started).toBeLessThan(200);
    expect(rows.filter((row) => row.kind === 'photos').flatMap((row) => row.photos)).toHaveLength(
      10_000,
    );
  });
});

function hourly(count: number, from = 0): PhotoRecord[] {
  return Array.from({ length: count }, (_, index) =>
    photoFixture({
      id: `p${from + index}`,
      date_prise: new Date(Date.UTC(2024, 0, 1) - (from + index) * 3_600_000).toISOString(),
    }),
  );
}

describe('the next page of a long list', () => {
  it('lays out page after page as it would the whole list at once', () => {
    const photos = hourly(1_000);
    // Pages whose ends fall inside a day, and photos of a day listed again after another day.
    photos.splice(530, 0, photoFixture({ id: 'late', date_prise: photos[3]!.date_prise }));
    let layout: GalleryLayout | null = null;
    for (const end of [7, 200, 201, 531, 800, photos.length]) {
      layout = layoutGallery(photos.slice(0, end), 6, layout);
    }
    expect(idsByRow(layout!.rows)).toEqual(idsByRow(rowsOf(photos, 6)));
  });

  it('keeps the rows of days the new page does not touch as the same objects', () => {
    const first = hourly(200);
    const before = layoutGallery(first, 6, null);
    const after = layoutGallery([...first, ...hourly(200, 200)], 6, before);
    // The first page's last day goes on in the second page: only its rows are cut again.
    const continuedDay = before.rowsByDay.get(headers(before.rows).at(-1)!)!;
    const untouched = before.rows.filter((row) => !continuedDay.includes(row));
    expect(untouched.length).toBeGreaterThan(0);
    for (const row of untouched) expect(after.rows).toContain(row);
    expect(after.rows).toHaveLength(rowsOf([...first, ...hourly(200, 200)], 6).length);
  });

  it('lays everything out again when the list changed elsewhere than at its end', () => {
    const photos = hourly(300);
    const before = layoutGallery(photos, 6, null);
    const withoutOne = photos.filter((photo) => photo.id !== 'p2');
    const after = layoutGallery(withoutOne, 6, before);
    expect(idsByRow(after.rows)).toEqual(idsByRow(rowsOf(withoutOne, 6)));
    // Days after the one that lost a photo keep their rows.
    expect(after.rows.at(-1)).toBe(before.rows.at(-1));
    const wider = layoutGallery(photos, 4, before);
    expect(idsByRow(wider.rows)).toEqual(idsByRow(rowsOf(photos, 4)));
  });
});

describe('day headings', () => {
  it('reads the long French date, capitalised, and the English one', () => {
    expect(formatDayHeading('2024-05-14', defaultDateDisplay('fr'))).toBe('Mardi 14 mai 2024');
    expect(formatDayHeading('2024-05-14', defaultDateDisplay('en'))).toMatch(
      /^Tuesday,? 14 May 2024$/,
    );
  });

  it('has no key for an invalid date', () => {
    expect(localDayKey('nope')).toBeNull();
  });
});

describe('gallery columns', () => {
  it('shows 2 columns on a 375 px phone and 6 on a 1280 px screen', () => {
    expect(galleryColumns(375 - 32)).toBe(2);
    expect(galleryColumns(1280 - 256 - 80)).toBe(6);
    expect(galleryColumns(0)).toBe(2);
    expect(galleryColumns(5000)).toBe(6);
  });
});

describe('visible photos', () => {
  it('leaves out the photos trashed or found missing since their page was read', () => {
    const photos = [
      photoFixture({ id: 'kept' }),
      photoFixture({ id: 'trashed' }),
      photoFixture({ id: 'orphan' }),
    ];
    const pages = [{ items: photos }, { items: [photoFixture({ id: 'next page' })] }];
    const hidden = new Set(['trashed', 'orphan']);
    expect(visiblePhotos(pages, hidden).map((photo) => photo.id)).toEqual(['kept', 'next page']);
  });
});
