import type { StorageStats } from '@photodossier/domain/storage-stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { storageKeys } from './query-keys';

/**
 * GET /api/v1/storage/stats. The server drops its 5-minute cache on every change of the user's
 * photos, patients or bytes, and storage.changed refreshes this query. `refresh` asks for the
 * figure recounted now (the import's quota check: files sent a minute ago must count).
 */
export function getStorageStats({ refresh = false }: { refresh?: boolean } = {}) {
  return apiRequest<StorageStats>(`/api/v1/storage/stats${refresh ? '?refresh=1' : ''}`);
}

export const storageStatsQueryOptions = () =>
  queryOptions({ queryKey: storageKeys.stats(), queryFn: () => getStorageStats() });

export function useStorageStats({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...storageStatsQueryOptions(), enabled });
}
