import type { DriveList, DriveSort, DriveSortDirection } from '@photodossier/domain/drive';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { driveKeys } from '@/lib/api/query-keys';

export const DRIVE_PAGE_SIZE = 100;

export type DriveListParams = {
  parentId: string | null;
  search: string;
  sort: DriveSort;
  dir: DriveSortDirection;
};

export function getDriveItems(
  params: DriveListParams,
  offset: number,
  signal?: AbortSignal,
): Promise<DriveList> {
  const query = new URLSearchParams({
    sort: params.sort,
    dir: params.dir,
    offset: String(offset),
    limit: String(DRIVE_PAGE_SIZE),
  });
  if (params.parentId) query.set('parent_id', params.parentId);
  if (params.search) query.set('q', params.search);
  return apiRequest<DriveList>(`/api/v1/drive/items?${query.toString()}`, { signal });
}

export const driveItemsQueryOptions = (params: DriveListParams) =>
  infiniteQueryOptions({
    queryKey: [...driveKeys.all, 'items', params],
    queryFn: ({ pageParam, signal }) => getDriveItems(params, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => lastPage.nextOffset ?? undefined,
  });

/** A folder's items (or a search of the whole drive), page after page. */
export function useDriveItems(params: DriveListParams) {
  return useInfiniteQuery(driveItemsQueryOptions(params));
}
