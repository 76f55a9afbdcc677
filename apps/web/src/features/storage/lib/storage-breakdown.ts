import type { StorageStats } from '@photodossier/domain/storage-stats';

export type BreakdownKey =
  'images' | 'videos' | 'trashImages' | 'trashVideos' | 'drive' | 'dictations' | 'free';

export interface BreakdownSegment {
  readonly key: BreakdownKey;
  /** null for the free space, which has no file count. */
  readonly count: number | null;
  readonly bytes: number;
  /** Share of the plan's total, 0-100, for the bar's width. */
  readonly percent: number;
}

export const BREAKDOWN_KEYS: readonly BreakdownKey[] = [
  'images',
  'videos',
  'trashImages',
  'trashVideos',
  'drive',
  'dictations',
  'free',
];

/**
 * The storage manager's bar and legend (spec 01 §2): active images and videos, the trash's
 * images and videos, drive files, dictation recordings (decision 0041), then the free space left
 * in the plan. Widths are shares of the plan's total; when usage passes the total the used parts
 * share the whole bar instead. Dictations are a beta beyond the spec's six entries: they only
 * appear once there are recordings, as in the storage-full dialog.
 */
export function storageBreakdown(stats: StorageStats): BreakdownSegment[] {
  const { breakdown } = stats;
  const used = [
    { key: 'images', bucket: breakdown.images },
    { key: 'videos', bucket: breakdown.videos },
    { key: 'trashImages', bucket: breakdown.trash_images },
    { key: 'trashVideos', bucket: breakdown.trash_videos },
    { key: 'drive', bucket: breakdown.drive },
    { key: 'dictations', bucket: breakdown.dictations },
  ] as const;
  const usedBytes = used.reduce((sum, { bucket }) => sum + bucket.size, 0);
  const freeBytes = Math.max(0, stats.total_bytes - stats.used_bytes);
  const scale = Math.max(stats.total_bytes, usedBytes + freeBytes);
  const share = (bytes: number) => (scale > 0 ? (bytes / scale) * 100 : 0);
  return [
    ...used
      .filter(({ key, bucket }) => key !== 'dictations' || bucket.count > 0)
      .map(({ key, bucket }) => ({
        key,
        count: bucket.count,
        bytes: bucket.size,
        percent: share(bucket.size),
      })),
    { key: 'free', count: null, bytes: freeBytes, percent: share(freeBytes) },
  ];
}
