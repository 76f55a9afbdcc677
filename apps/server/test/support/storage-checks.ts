import type { StorageStats } from '@photodossier/domain/storage-stats';
import type { TestApp } from './test-app';

/** The user's byte counter behind the quota (0 without a row). */
export async function usageOf(testApp: TestApp, userId: string): Promise<number> {
  const row = await testApp.platform.database.db
    .selectFrom('storage_usage')
    .select('used_bytes')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.used_bytes ?? 0);
}

export async function setUsage(testApp: TestApp, userId: string, bytes: number): Promise<void> {
  await testApp.platform.database.db
    .insertInto('storage_usage')
    .values({ user_id: userId, used_bytes: bytes, updated_at: Date.now() })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ used_bytes: bytes }))
    .execute();
}

/** Sum of the file sizes of every photo row of the user, trash included. */
export async function rowBytesOf(testApp: TestApp, userId: string): Promise<number> {
  const rows = await testApp.platform.database.db
    .selectFrom('photos')
    .select('file_size')
    .where('user_id', '=', userId)
    .execute();
  return rows.reduce((total, row) => total + Number(row.file_size), 0);
}

/** What rows seeded without an upload would have reserved: the counter set to the rows' sum. */
export async function syncUsage(testApp: TestApp, userId: string): Promise<number> {
  const bytes = await rowBytesOf(testApp, userId);
  await setUsage(testApp, userId, bytes);
  return bytes;
}

type Bucket = { count: number; size: number };

/**
 * The figures GET /api/v1/storage/stats must give, worked out here row by row in plain code from
 * the tables, independently of the service's SQL.
 */
export async function expectedBreakdown(testApp: TestApp, userId: string) {
  const { db } = testApp.platform.database;
  const photos = await db
    .selectFrom('photos')
    .select(['file_size', 'media_type', 'is_deleted', 'patient_id', 'annotations'])
    .where('user_id', '=', userId)
    .execute();
  const patients = await db
    .selectFrom('patients')
    .select(['id', 'is_deleted'])
    .where('user_id', '=', userId)
    .execute();
  const recordings = await db
    .selectFrom('dictations')
    .select(['audio_key', 'audio_size'])
    .where('user_id', '=', userId)
    .execute();
  const stored = recordings.filter((row) => row.audio_key !== null);
  const activePatients = new Set(patients.filter((p) => !p.is_deleted).map((p) => p.id));
  const bucket = (keep: (row: (typeof photos)[number]) => boolean): Bucket => {
    const rows = photos.filter(keep);
    return { count: rows.length, size: rows.reduce((t, row) => t + Number(row.file_size), 0) };
  };
  const active = (row: (typeof photos)[number]) => Number(row.is_deleted) === 0;
  const video = (row: (typeof photos)[number]) => row.media_type === 'video';
  const annotated = photos.filter((row) => active(row) && row.annotations !== null);
  return {
    photos: bucket(active),
    images: bucket((row) => active(row) && !video(row)),
    videos: bucket((row) => active(row) && video(row)),
    patients: {
      count: activePatients.size,
      size: bucket(
        (row) => active(row) && row.patient_id !== null && activePatients.has(row.patient_id),
      ).size,
    },
    trash: bucket((row) => !active(row)),
    trash_images: bucket((row) => !active(row) && !video(row)),
    trash_videos: bucket((row) => !active(row) && video(row)),
    annotations: {
      count: annotated.length,
      size: annotated.reduce((t, row) => t + Buffer.byteLength(row.annotations ?? ''), 0),
    },
    drive: { count: 0, size: 0 },
    dictations: {
      count: stored.length,
      size: stored.reduce((t, row) => t + Number(row.audio_size), 0),
    },
  } satisfies StorageStats['breakdown'];
}
