import { describe, expect, it } from 'vitest';
import { buildGalleryRows, galleryColumns, groupPhotosByDay, visiblePhotos } from './gallery-rows';
import { defaultDateDisplay } from '@/lib/format';
import { formatDayHeading, localDayKey } from './media-dates';
import { photoFixture } from '@/test/photo-fixture';

// Local noon avoids a day change whatever the test machine's zone.
const at = (day: string, hour = 12) =>
  new Date(`${day}T${String(hour).padStart(2, '0')}:00:00`).toISOString();

describe('grouping photos by day', () => {
  it('puts photos of one local day under one header, newest day first as listed', () => {
    const photos = [
      photoFixture({ id: 'a', date_prise: at('2024-05-14', 18) }),
      photoFixture({ id: 'b', date_prise: at('2024-05-14', 9) }),
      photoFixture({ id: 'c', date_prise: at('2024-05-12') }),
    ];
    const groups = groupPhotosByDay(photos);
    expect(groups.map((group) => group.dayKey)).toEqual(['2024-05-14', '2024-05-12']);
    expect(groups[0]?.photos.map((photo) => photo.id)).toEqual(['a', 'b']);
  });

  it('keeps a day together when another day sits between its photos', () => {
    const photos = [
      photoFixture({ id: 'a', date_prise: at('2024-05-14') }),
      photoFixture({ id: 'b', date_prise: at('2024-05-13') }),
      photoFixture({ id: 'c', date_prise: at('2024-05-14', 8) }),
    ];
    expect(groupPhotosByDay(photos).map((group) => group.photos.length)).toEqual([2, 1]);
  });

  it('falls back on the creation date when the taken date is unreadable', () => {
    const photo = photoFixture({ date_prise: 'not a date', created_at: at('2023-01-02') });
    expect(groupPhotosByDay([photo])[0]?.dayKey).toBe('2023-01-02');
  });

  it('cuts each day into rows of the column count, after its header', () => {
    const photos = Array.from({ length: 5 }, (_, index) =>
      photoFixture({ id: `p${index}`, date_prise: at('2024-05-14') }),
    );
    const rows = buildGalleryRows(groupPhotosByDay(photos), 2);
    expect(rows.map((row) => row.kind)).toEqual(['header', 'photos', 'photos', 'photos']);
    expect(rows[0]).toMatchObject({ kind: 'header', count: 5 });
    expect(rows.at(-1)).toMatchObject({ kind: 'photos', photos: [{ id: 'p4' }] });
  });

  it('groups 10,000 photos quickly enough for a render', () => {
    const photos = Array.from({ length: 10_000 }, (_, index) =>
      photoFixture({
        id: `p${index}`,
        date_prise: new Date(Date.UTC(2024, 0, 1) - index * 3_600_000).toISOString(),
      }),
    );
    const started = performance.now();
    const rows = buildGalleryRows(groupPhotosByDay(photos), 6);
    expect(performance.now() - started).toBeLessThan(200);
    expect(rows.filter((row) => row.kind === 'photos').flatMap((row) => row.photos)).toHaveLength(
      10_000,
    );
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
  it('never shows soft-deleted photos nor those of the deleted set', () => {
    const photos = [
      photoFixture({ id: 'kept' }),
      photoFixture({ id: 'trashed', is_deleted: true }),
      photoFixture({ id: 'orphan' }),
    ];
    expect(visiblePhotos(photos, new Set(['orphan'])).map((photo) => photo.id)).toEqual(['kept']);
  });
});
