import type { StorageMediaItem } from '@photodossier/domain/storage-media';
import { describe, expect, it } from 'vitest';
import { selectionSummary, toggleAll, toggleOne } from './selection';

function item(id: string, fileSize: number): StorageMediaItem {
  return {
    id,
    media_type: 'image',
    file_size: fileSize,
    filename: `${id}.jpg`,
    patient_id: null,
    patient_name: null,
    date_prise: '2026-01-01T10:00:00.000Z',
    created_at: '2026-01-01T10:00:00.000Z',
    duration: null,
    thumbnail_url: null,
    is_deleted: false,
    deleted_at: null,
  };
}

const items = [item('a', 100), item('b', 250), item('c', 50)];

describe('selection', () => {
  it('counts and sums the selected items that are listed', () => {
    expect(selectionSummary(items, new Set(['a', 'c', 'gone']))).toEqual({
      ids: ['a', 'c'],
      count: 2,
      bytes: 150,
    });
    expect(selectionSummary(items, new Set())).toEqual({ ids: [], count: 0, bytes: 0 });
  });

  it('selects everything, then nothing', () => {
    const all = toggleAll(items, new Set(['a']));
    expect([...all]).toEqual(['a', 'b', 'c']);
    expect(toggleAll(items, all).size).toBe(0);
    expect(toggleAll([], new Set()).size).toBe(0);
  });

  it('toggles one item', () => {
    expect([...toggleOne(new Set(['a']), 'b')]).toEqual(['a', 'b']);
    expect([...toggleOne(new Set(['a', 'b']), 'a')]).toEqual(['b']);
  });
});
