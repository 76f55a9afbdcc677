import type { StorageStats } from '@photodossier/domain/storage-stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const storageStatsQueryKey = ['storage', 'stats'] as const;

/**
 * GET /api/v1/storage/stats. The server drops its 5-minute cache on every change of the user's
 * photos, patients or bytes, and storage.changed refreshes this query.
 */
export function getStorageStats(): Promise<StorageStats> {
  return apiRequest<StorageStats>('/api/v1/storage/stats');
}

export const storageStatsQueryOptions = () =>
  queryOptions({ queryKey: storageStatsQueryKey, queryFn: getStorageStats });

export function useStorageStats({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...storageStatsQueryOptions(), enabled });
}
