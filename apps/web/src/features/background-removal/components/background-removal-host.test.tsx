import type { PhotoRecord } from '@photodossier/domain/media-record';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  backgroundRemovalProgress,
  queueBackgroundRemoval,
} from '@/lib/background-removal/background-removal-queue';
import { BackgroundRemovalHost } from './background-removal-host';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const video = vi.hoisted(() => ({
  id: 'video-1',
  media_type: 'video',
  original_photo_id: null,
}));
vi.mock('@/lib/api/get-photo', () => ({
  getPhoto: vi.fn(async () => video as unknown as PhotoRecord),
}));

afterEach(() => notify.mockReset());

describe('background removal host', () => {
  it('does not report a video as a photo without its background: it says it was skipped', async () => {
    render(<BackgroundRemovalHost />);
    act(() => queueBackgroundRemoval(['video-1']));
    await vi.waitFor(() => expect(backgroundRemovalProgress.getState().isProcessing).toBe(false));
    await vi.waitFor(() => expect(notify).toHaveBeenCalled());

    const titles = notify.mock.calls.map(([title]) => String(title));
    expect(titles.some((title) => title.startsWith('Fond supprimé'))).toBe(false);
    expect(titles).toContain('1 élément ignoré : une vidéo ou une photo déjà sans fond.');
  });
});
