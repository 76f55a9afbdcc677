import type { TrashSummary } from '@photodossier/domain/storage-media';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { trashKeys } from '@/lib/api/query-keys';

export function getTrashSummary(): Promise<TrashSummary> {
  return apiRequest<TrashSummary>('/api/v1/trash/summary');
}

export const trashSummaryQueryOptions = () =>
  queryOptions({ queryKey: trashKeys.summary(), queryFn: getTrashSummary });

/** What the trash holds, for the empty-trash confirmation (GET /api/v1/trash/summary). */
export function useTrashSummary(enabled: boolean) {
  return useQuery({ ...trashSummaryQueryOptions(), enabled });
}
