import type { StorageStats } from '@photodossier/domain/storage-stats';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/v1/storage/stats?refresh=1: the usage the quota check counts from. Fresh, not the
 * cached figure, since files the dialog sent a minute ago must count.
 */
export function getStorageUsage(): Promise<Pick<StorageStats, 'used_bytes' | 'quota_bytes'>> {
  return apiRequest<StorageStats>('/api/v1/storage/stats?refresh=1');
}
