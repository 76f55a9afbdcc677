import { z } from 'zod';
import { PLAN_IDS } from './plans';

/**
 * GET /api/v1/storage/stats: exact per-user storage statistics (spec 01 §3 "Storage stats").
 * Sizes are bytes; `formatted` is the spec's display shape, sizes formatted base 1024 with one
 * decimal. Served from a 5-minute cache (spec 01 §9) unless `?refresh=1`.
 */
export const storageBucketSchema = z.object({
  count: z.number().int().nonnegative(),
  size: z.number().nonnegative(),
});
export type StorageBucket = z.output<typeof storageBucketSchema>;

export const storageBreakdownSchema = z.object({
  /** Every active photo or video (images + videos). */
  photos: storageBucketSchema,
  images: storageBucketSchema,
  videos: storageBucketSchema,
  /** Active patients; size is the bytes of their active media. */
  patients: storageBucketSchema,
  /** Media in the trash (they still count toward usage). */
  trash: storageBucketSchema,
  trash_images: storageBucketSchema,
  trash_videos: storageBucketSchema,
  /** Active media that carry annotations; size is the annotation text stored. */
  annotations: storageBucketSchema,
  /** Live drive files (folders count nothing). */
  drive: storageBucketSchema,
  /**
   * Dictation recordings (decision 0041), those in the trash included: the quota counts them
   * until they are deleted for good.
   */
  dictations: storageBucketSchema,
});
export type StorageBreakdown = z.output<typeof storageBreakdownSchema>;

export const storageStatsFormattedSchema = z.object({
  used: z.string(),
  total: z.string(),
  /** 0-100+, one decimal; may pass 100 when over quota. */
  percentage: z.number(),
  imagesCount: z.number().int(),
  totalImagesSize: z.string(),
  videosCount: z.number().int(),
  totalVideosSize: z.string(),
  patientsCount: z.number().int(),
  totalPatientsSize: z.string(),
  trashPhotosCount: z.number().int(),
  totalTrashSize: z.string(),
});

export const storageStatsSchema = z.object({
  /** Bytes stored, trash, drive and dictation recordings included. */
  used_bytes: z.number().nonnegative(),
  /** The plan's displayed storage (5 GB / 200 GB / 1 TB). */
  total_bytes: z.number().positive(),
  /** The plan's enforced upload quota (500 MB for decouverte). */
  quota_bytes: z.number().positive(),
  used_gb: z.number().nonnegative(),
  total_gb: z.number().positive(),
  plan_id: z.enum(PLAN_IDS),
  breakdown: storageBreakdownSchema,
  formatted: storageStatsFormattedSchema,
  computed_at: z.string(),
  /** true when the answer is the last cached one, or zeros with total 5, after a failure. */
  degraded: z.boolean(),
});
export type StorageStats = z.output<typeof storageStatsSchema>;

export const storageStatsQuerySchema = z.object({
  refresh: z
    .enum(['0', '1'])
    .optional()
    .transform((value) => value === '1'),
});

/** POST /api/v1/storage/migrate-sizes (spec 01 §7 photo size migration). */
export const photoSizeMigrationResultSchema = z.object({
  migrated: z.number().int().nonnegative(),
  errors: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type PhotoSizeMigrationResult = z.output<typeof photoSizeMigrationResultSchema>;
