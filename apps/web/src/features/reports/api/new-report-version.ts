import type { OperationReportRecord } from '@photodossier/domain/operation-report';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reportQueryKey } from './get-report';
import { reportsQueryKey } from './get-techniques';

export function newReportVersion(id: string): Promise<OperationReportRecord> {
  return apiRequest(`/api/v1/operation-reports/${encodeURIComponent(id)}/versions`, {
    method: 'POST',
    json: {},
  });
}

export function useNewReportVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: newReportVersion,
    onSuccess: async (created) => {
      queryClient.setQueryData(reportQueryKey(created.id), created);
      await queryClient.invalidateQueries({ queryKey: [...reportsQueryKey, 'list'] });
    },
  });
}
