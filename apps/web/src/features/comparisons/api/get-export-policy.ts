import type { ExportPolicy } from '@photodossier/domain/comparison';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { subscriptionKeys } from '@/lib/api/query-keys';

export function getExportPolicy(signal?: AbortSignal): Promise<ExportPolicy> {
  return apiRequest<ExportPolicy>('/api/v1/comparisons/export-policy', { signal });
}

/** Whether exports carry the watermark: the server reads the plan; a plan change refetches it. */
export function useExportPolicy() {
  return useQuery(
    queryOptions({
      queryKey: subscriptionKeys.exportPolicy(),
      queryFn: ({ signal }) => getExportPolicy(signal),
    }),
  );
}
