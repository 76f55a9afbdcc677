import type { DriveFiles, DriveSort } from '@photodossier/domain/drive';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { driveKeys } from '@/lib/api/query-keys';

const DRIVE_FILES_PAGE_SIZE = 100;

export function getDriveFiles(
  sort: DriveSort,
  offset: number,
  signal?: AbortSignal,
): Promise<DriveFiles> {
  const query = new URLSearchParams({
    sort,
    offset: String(offset),
    limit: String(DRIVE_FILES_PAGE_SIZE),
  });
  return apiRequest<DriveFiles>(`/api/v1/drive/files?${query.toString()}`, { signal });
}

export const driveFilesQueryOptions = (sort: DriveSort) =>
  infiniteQueryOptions({
    queryKey: driveKeys.files(sort),
    queryFn: ({ pageParam, signal }) => getDriveFiles(sort, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => lastPage.nextOffset ?? undefined,
  });

/** Every drive file of the user, whatever its folder, page after page (the Drive tab). */
export function useDriveFiles(sort: DriveSort, enabled: boolean) {
  return useInfiniteQuery({ ...driveFilesQueryOptions(sort), enabled });
}
