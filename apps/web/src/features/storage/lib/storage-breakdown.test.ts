import type { StorageStats } from '@photodossier/domain/storage-stats';
import { describe, expect, it } from 'vitest';
import { storageBreakdown } from './storage-breakdown';

const MB = 1024 ** 2;
const GB = 1024 ** 3;

function stats(
  overrides: Partial<StorageStats['breakdown']>,
  usedBytes: number,
  totalBytes = 5 * GB,
) {
  const zero = { count: 0, size: 0 };
  const breakdown: StorageStats['breakdown'] = {
    photos: zero,
    images: zero,
    videos: zero,
    patients: zero,
    trash: zero,
    trash_images: zero,
    trash_videos: zero,
    annotations: zero,
    drive: zero,
    dictations: zero,
    ...overrides,
  };
  return {
    used_bytes: usedBytes,
    total_bytes: totalBytes,
    quota_bytes: 500 * MB,
    used_gb: usedBytes / GB,
    total_gb: totalBytes / GB,
    plan_id: 'decouverte',
    breakdown,
    formatted: {
      used: '',
      total: '',
      percentage: 0,
      imagesCount: 0,
      totalImagesSize: '',
      videosCount: 0,
      totalVideosSize: '',
      patientsCount: 0,
      totalPatientsSize: '',
      trashPhotosCount: 0,
      totalTrashSize: '',
    },
    computed_at: '2026-01-01T00:00:00.000Z',
    degraded: false,
  } satisfies StorageStats;
}

describe('storageBreakdown', () => {
  it('lists images, videos, trash images, trash videos, drive, dictations and free space in that order', () => {
    const segments = storageBreakdown(
      stats(
        {
          images: { count: 3, size: 1 * GB },
          videos: { count: 1, size: 0.5 * GB },
          trash_images: { count: 2, size: 0.25 * GB },
          trash_videos: { count: 1, size: 0.25 * GB },
          dictations: { count: 4, size: 0.5 * GB },
        },
        2.5 * GB,
      ),
    );
    expect(segments.map((segment) => [segment.key, segment.count, segment.bytes])).toEqual([
      ['images', 3, 1 * GB],
      ['videos', 1, 0.5 * GB],
      ['trashImages', 2, 0.25 * GB],
      ['trashVideos', 1, 0.25 * GB],
      ['drive', 0, 0],
      ['dictations', 4, 0.5 * GB],
      ['free', null, 2.5 * GB],
    ]);
    expect(segments.map((segment) => segment.percent)).toEqual([20, 10, 5, 5, 0, 10, 50]);
  });

  it('shows the spec’s six entries alone when there is no dictation', () => {
    const segments = storageBreakdown(
      stats({ images: { count: 2, size: 1 * GB }, drive: { count: 1, size: 1 * MB } }, 1 * GB + MB),
    );
    expect(segments.map((segment) => segment.key)).toEqual([
      'images',
      'videos',
      'trashImages',
      'trashVideos',
      'drive',
      'free',
    ]);
  });

  it('has no free space past the total and shares the whole bar between the used parts', () => {
    const segments = storageBreakdown(
      stats({ images: { count: 1, size: 6 * GB }, videos: { count: 1, size: 2 * GB } }, 8 * GB),
    );
    const free = segments.find((segment) => segment.key === 'free');
    expect(free?.bytes).toBe(0);
    expect(segments[0]?.percent).toBe(75);
    expect(segments[1]?.percent).toBe(25);
  });
});
