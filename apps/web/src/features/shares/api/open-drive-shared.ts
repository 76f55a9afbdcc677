import type { SharedView } from '@photodossier/domain/share';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function openDriveShared(
  token: string,
  password: string | null,
  folderId: string | null,
): Promise<SharedView> {
  return apiRequest<SharedView>(`/api/v1/shared/${encodeURIComponent(token)}`, {
    method: 'POST',
    json: {
      ...(password === null ? {} : { password }),
      ...(folderId === null ? {} : { folder_id: folderId }),
    },
  });
}

/** A shared drive item, or a folder inside a shared folder; each opening counts a view. */
export function useDriveSharedView(
  token: string,
  password: string | null,
  folderId: string | null,
) {
  return useQuery(
    queryOptions({
      queryKey: ['shared', 'drive', token, password, folderId],
      queryFn: () => openDriveShared(token, password, folderId),
      staleTime: Infinity,
      gcTime: 0,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      placeholderData: keepPreviousData,
    }),
  );
}
