import type { DriveTreeSummary } from '@photodossier/domain/drive';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { driveKeys } from '@/lib/api/query-keys';

export function getDriveSummary(id: string, signal?: AbortSignal): Promise<DriveTreeSummary> {
  return apiRequest<DriveTreeSummary>(`/api/v1/drive/items/${encodeURIComponent(id)}/summary`, {
    signal,
  });
}

export const driveSummaryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...driveKeys.all, 'summary', id],
    queryFn: ({ signal }) => getDriveSummary(id, signal),
  });

/** What deleting an item takes, named in the confirmation. */
export function useDriveSummary(id: string | null) {
  return useQuery({ ...driveSummaryQueryOptions(id ?? ''), enabled: id !== null });
}
