import type { OperationReportRecord } from '@photodossier/domain/operation-report';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reportQueryKey } from './get-report';
import { reportsQueryKey } from './get-techniques';

export function signReport(id: string): Promise<OperationReportRecord> {
  return apiRequest(`/api/v1/operation-reports/${encodeURIComponent(id)}/sign`, {
    method: 'POST',
    json: {},
  });
}

export function useSignReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signReport,
    onSuccess: async (signed) => {
      queryClient.setQueryData(reportQueryKey(signed.id), signed);
      await queryClient.invalidateQueries({ queryKey: [...reportsQueryKey, 'list'] });
    },
  });
}
