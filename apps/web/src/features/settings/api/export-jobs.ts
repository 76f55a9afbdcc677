import type { ExportJobDownload, ExportJobList, ExportJob } from '@photodossier/domain/archive';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const exportJobKeys = { all: ['export-jobs'] as const };

/** `GET /api/v1/export/jobs`: the latest background archives with their progress. */
export function getExportJobs(signal?: AbortSignal): Promise<ExportJobList> {
  return apiRequest('/api/v1/export/jobs', { signal });
}

/** `POST /api/v1/export/jobs`: prepares the complete archive in the background. */
export function createExportJob(embeddings: boolean): Promise<ExportJob> {
  return apiRequest('/api/v1/export/jobs', { method: 'POST', json: { embeddings } });
}

/** `GET /api/v1/export/jobs/:id/download`: a signed link to a finished archive. */
export function getExportJobDownload(id: string): Promise<ExportJobDownload> {
  return apiRequest(`/api/v1/export/jobs/${encodeURIComponent(id)}/download`);
}

const unfinished = (list: ExportJobList | undefined) =>
  list?.items.some((job) => job.status === 'queued' || job.status === 'running') ?? false;

/** Read again every 2 s while an archive is being prepared, so its bar moves. */
export function useExportJobs() {
  return useQuery(
    queryOptions({
      queryKey: exportJobKeys.all,
      queryFn: ({ signal }) => getExportJobs(signal),
      refetchInterval: (query) => (unfinished(query.state.data) ? 2000 : false),
    }),
  );
}

export function useCreateExportJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExportJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: exportJobKeys.all }),
  });
}
