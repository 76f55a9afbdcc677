import type { OperationReportList } from '@photodossier/domain/operation-report';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reportsQueryKey } from './get-techniques';

export type ReportFilter = { patientId?: string; q?: string };

export function getReports(
  filter: ReportFilter,
  cursor: number | null,
  signal?: AbortSignal,
): Promise<OperationReportList> {
  const params = new URLSearchParams();
  if (filter.patientId) params.set('patient_id', filter.patientId);
  if (filter.q?.trim()) params.set('q', filter.q.trim());
  if (cursor !== null) params.set('cursor', String(cursor));
  const query = params.toString();
  return apiRequest<OperationReportList>(`/api/v1/operation-reports${query ? `?${query}` : ''}`, {
    signal,
  });
}

export const reportsListQueryOptions = (filter: ReportFilter) =>
  infiniteQueryOptions({
    queryKey: [...reportsQueryKey, 'list', filter.patientId ?? null, filter.q?.trim() ?? ''],
    queryFn: ({ pageParam, signal }) => getReports(filter, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useReports(filter: ReportFilter, enabled = true) {
  return useInfiniteQuery({ ...reportsListQueryOptions(filter), enabled });
}
