import { BYTES_PER_GB } from '@photodossier/domain/byte-units';
import type { PlanId } from '@photodossier/domain/plans';
import { displayStorageBytesForPlan, quotaBytesForPlan } from '@photodossier/domain/quota';
import { formatBytes } from '@photodossier/domain/size';
import type {
  StorageBreakdown,
  StorageBucket,
  StorageStats,
} from '@photodossier/domain/storage-stats';
import type { MediaGroupRow, StorageAggregates } from './repository';

const EMPTY: StorageBucket = { count: 0, size: 0 };

function bucketOf(groups: readonly MediaGroupRow[]): StorageBucket {
  return groups.reduce(
    (total, group) => ({ count: total.count + group.count, size: total.size + group.bytes }),
    EMPTY,
  );
}

/** The spec's statistics (spec 01 §3) from the exact aggregates of one user. */
export function storageStatsOf(
  aggregates: StorageAggregates | null,
  planId: PlanId,
  computedAt: Date,
  degraded: boolean,
): StorageStats {
  const media = aggregates?.media ?? [];
  const active = media.filter((group) => !group.isDeleted);
  const trash = media.filter((group) => group.isDeleted);
  const activeAssignedBytes = active.reduce((total, group) => total + group.assignedBytes, 0);
  const hiddenBytes = aggregates?.hiddenWithPatientsBytes ?? 0;
  const breakdown: StorageBreakdown = {
    photos: bucketOf(active),
    images: bucketOf(active.filter((group) => !group.isVideo)),
    videos: bucketOf(active.filter((group) => group.isVideo)),
    patients: {
      count: aggregates?.activePatients ?? 0,
      size: Math.max(0, activeAssignedBytes - hiddenBytes),
    },
    trash: bucketOf(trash),
    trash_images: bucketOf(trash.filter((group) => !group.isVideo)),
    trash_videos: bucketOf(trash.filter((group) => group.isVideo)),
    annotations: aggregates
      ? { count: aggregates.annotations.count, size: aggregates.annotations.bytes }
      : EMPTY,
    drive: aggregates ? { count: aggregates.drive.count, size: aggregates.drive.bytes } : EMPTY,
    dictations: aggregates
      ? { count: aggregates.dictations.count, size: aggregates.dictations.bytes }
      : EMPTY,
  };
  const usedBytes =
    breakdown.photos.size + breakdown.trash.size + breakdown.drive.size + breakdown.dictations.size;
  const totalBytes = displayStorageBytesForPlan(planId);
  return {
    used_bytes: usedBytes,
    total_bytes: totalBytes,
    quota_bytes: quotaBytesForPlan(planId),
    used_gb: usedBytes / BYTES_PER_GB,
    total_gb: totalBytes / BYTES_PER_GB,
    plan_id: planId,
    breakdown,
    formatted: {
      used: formatBytes(usedBytes),
      total: formatBytes(totalBytes),
      percentage: Math.round((usedBytes / totalBytes) * 1000) / 10,
      imagesCount: breakdown.images.count,
      totalImagesSize: formatBytes(breakdown.images.size),
      videosCount: breakdown.videos.count,
      totalVideosSize: formatBytes(breakdown.videos.size),
      patientsCount: breakdown.patients.count,
      totalPatientsSize: formatBytes(breakdown.patients.size),
      trashPhotosCount: breakdown.trash.count,
      totalTrashSize: formatBytes(breakdown.trash.size),
    },
    computed_at: computedAt.toISOString(),
    degraded,
  };
}
