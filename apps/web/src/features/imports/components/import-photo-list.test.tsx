import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as UseBriefly from '../hooks/use-briefly';
import { selectImportGroups } from '../lib/select-import-groups';
import {
  dialogViewOf,
  fakeActions,
  importPhoto,
  importState,
  suggestion,
} from './import-test-fixtures';

// Every render of a tile calls useBriefly once (its « Envoyée » mark): counted here.
const tileRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../hooks/use-briefly', async (importOriginal) => {
  const original = await importOriginal<typeof UseBriefly>();
  return {
    useBriefly: (condition: boolean, durationMs: number) => {
      tileRenders.count += 1;
      return original.useBriefly(condition, durationMs);
    },
  };
});

const amy = { id: 'p-amy', prenom: 'Amy', nom: 'Farrah', date_naissance: '1990-06-15' };

beforeEach(() => {
  tileRenders.count = 0;
  // The virtualised list draws what fits its scroll area, which jsdom sizes at zero.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(2000);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900);
});

describe('ImportPhotoList', () => {
  it("draws again only the tile whose photo changed when an upload's progress moves", () => {
    const actions = fakeActions();
    const settled = [
      importPhoto('amy-1', { suggestions: [suggestion(amy, 88)], confidence: 88 }),
      importPhoto('amy-2', { suggestions: [suggestion(amy, 81)], confidence: 81 }),
      // No face, taken with Amy's photos: grouping joins them to her by time.
      importPhoto('close-up-1'),
      importPhoto('close-up-2'),
      importPhoto('stranger', {
        faceRegions: [{ x: 0, y: 0, w: 10, h: 10 }],
        timestamp: Date.UTC(2026, 10, 22, 15, 0),
      }),
    ];
    const sending = (progress: number) =>
      importPhoto('sending', {
        file: new File(['x'], 'sending.jpg', { type: 'image/jpeg' }),
        unassignedUploadStatus: 'uploading',
        unassignedUploadProgress: progress,
        timestamp: Date.UTC(2026, 10, 22, 16, 0),
      });
    const grouped = selectImportGroups(importState({ photos: [...settled, sending(10)] }));
    expect(
      grouped.patients[0]!.photos.filter((photo) => photo.addedByTimeGrouping).map((p) => p.id),
    ).toEqual(['close-up-1', 'close-up-2']);
    const { rerender } = render(dialogViewOf([...settled, sending(10)], actions));
    expect(tileRenders.count).toBe(settled.length + 1);

    tileRenders.count = 0;
    rerender(dialogViewOf([...settled, sending(60)], actions));
    expect(tileRenders.count).toBe(1);
  });
});
