import type {
  OperationReportBody,
  OperationReportRecord,
} from '@photodossier/domain/operation-report';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reportQueryKey } from './get-report';
import { reportsQueryKey } from './get-techniques';

/** Starts a draft, or writes the draft with this id (autosave). */
export function saveReport(
  id: string | null,
  body: OperationReportBody,
): Promise<OperationReportRecord> {
  return id
    ? apiRequest(`/api/v1/operation-reports/${encodeURIComponent(id)}`, {
        method: 'PUT',
        json: body,
      })
    : apiRequest('/api/v1/operation-reports', { method: 'POST', json: body });
}

export function useSaveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: OperationReportBody }) =>
      saveReport(id, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(reportQueryKey(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: [...reportsQueryKey, 'list'] });
    },
  });
}
