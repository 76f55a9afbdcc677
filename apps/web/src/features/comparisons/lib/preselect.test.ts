import { describe, expect, it } from 'vitest';
import { photoFixture } from '@/test/photo-fixture';
import { chronological, preselectPhotos } from './preselect';

const photo = (id: string, day: number, zone: string, media_type: 'image' | 'video' = 'image') =>
  photoFixture({
    id,
    date_prise: `2025-03-${String(day).padStart(2, '0')}T10:00:00.000Z`,
    zone_traitee: zone,
    media_type,
  });

describe('preselectPhotos', () => {
  it('takes the two most recent photos of the newest zone that has two, oldest first', () => {
    const newestFirst = [
      photo('a', 20, 'Front'),
      photo('b', 18, 'Lèvres'),
      photo('c', 15, 'lèvres '),
      photo('d', 10, 'Front'),
    ];
    expect(preselectPhotos(newestFirst).map((item) => item.id)).toEqual(['c', 'b']);
  });

  it('falls back to the two most recent photos and leaves videos out', () => {
    const newestFirst = [
      photo('v', 21, 'Front', 'video'),
      photo('a', 20, 'Front'),
      photo('b', 18, ''),
      photo('c', 15, 'Cou'),
    ];
    expect(preselectPhotos(newestFirst).map((item) => item.id)).toEqual(['b', 'a']);
  });

  it('orders by date then id', () => {
    expect(
      chronological([photo('b', 5, ''), photo('a', 5, ''), photo('c', 1, '')]).map(
        (item) => item.id,
      ),
    ).toEqual(['c', 'a', 'b']);
  });
});
