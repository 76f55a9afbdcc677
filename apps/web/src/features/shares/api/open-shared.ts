import type { SharedView } from '@photodossier/domain/share';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Opens a link; for a shared drive folder, `folderId` names a folder inside it. */
export function openShared(
  token: string,
  password: string | null,
  folderId: string | null = null,
): Promise<SharedView> {
  return apiRequest<SharedView>(`/api/v1/shared/${encodeURIComponent(token)}`, {
    method: 'POST',
    json: {
      ...(password === null ? {} : { password }),
      ...(folderId === null ? {} : { folder_id: folderId }),
    },
  });
}

export const sharedViewKeys = {
  comparison: (token: string, password: string | null) => ['shared', token, password] as const,
  drive: (token: string, password: string | null, folderId: string | null) =>
    ['shared', 'drive', token, password, folderId] as const,
};

// Each opening counts a view, so nothing refetches a link behind the visitor's back.
const openedOnce = {
  staleTime: Infinity,
  gcTime: 0,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

/** What a comparison link shows, opened once per password tried. */
export function useSharedView(token: string, password: string | null) {
  return useQuery(
    queryOptions({
      queryKey: sharedViewKeys.comparison(token, password),
      queryFn: () => openShared(token, password),
      ...openedOnce,
    }),
  );
}

/** A shared drive item, or a folder inside a shared folder; the previous folder stays shown. */
export function useDriveSharedView(
  token: string,
  password: string | null,
  folderId: string | null,
) {
  return useQuery(
    queryOptions({
      queryKey: sharedViewKeys.drive(token, password, folderId),
      queryFn: () => openShared(token, password, folderId),
      ...openedOnce,
      placeholderData: keepPreviousData,
    }),
  );
}
