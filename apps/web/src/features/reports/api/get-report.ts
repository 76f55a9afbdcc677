import type { OperationReportRecord } from '@photodossier/domain/operation-report';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reportsQueryKey } from './get-techniques';

export function getReport(id: string, signal?: AbortSignal): Promise<OperationReportRecord> {
  return apiRequest(`/api/v1/operation-reports/${encodeURIComponent(id)}`, { signal });
}

export const reportQueryKey = (id: string) => [...reportsQueryKey, 'detail', id] as const;

export const reportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: reportQueryKey(id),
    queryFn: ({ signal }) => getReport(id, signal),
    // The editor holds what is typed: a live refresh must not reset it under the fingers.
    staleTime: Infinity,
  });

export function useReport(id: string | null) {
  return useQuery({ ...reportQueryOptions(id ?? ''), enabled: id !== null });
}

/** Where the browser downloads the report's PDF (the server writes it). */
export function reportPdfUrl(id: string): string {
  return `/api/v1/operation-reports/${encodeURIComponent(id)}/pdf`;
}
