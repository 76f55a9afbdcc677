import type { SharedDrive, SharedView } from '@photodossier/domain/share';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * Opens a link; for a shared drive folder, `folderId` names a folder inside it and `cursor` asks
 * for the page after the one that gave it.
 */
export function openShared(
  token: string,
  password: string | null,
  folderId: string | null = null,
  cursor: string | null = null,
): Promise<SharedView> {
  return apiRequest<SharedView>(`/api/v1/shared/${encodeURIComponent(token)}`, {
    method: 'POST',
    json: {
      ...(password === null ? {} : { password }),
      ...(folderId === null ? {} : { folder_id: folderId }),
      ...(cursor === null ? {} : { cursor }),
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

/** One page of a shared drive folder with what the page heads it with. */
export type SharedDrivePage = {
  readonly title: string;
  readonly expires_at: string;
  readonly isDrive: boolean;
} & SharedDrive;

function toDrivePage(view: SharedView): SharedDrivePage {
  return {
    title: view.title,
    expires_at: view.expires_at,
    isDrive: view.drive !== null,
    breadcrumbs: view.drive?.breadcrumbs ?? [],
    items: view.drive?.items ?? [],
    total: view.drive?.total ?? 0,
    nextCursor: view.drive?.nextCursor ?? null,
  };
}

/**
 * A shared drive item, or a folder inside a shared folder, page after page as the visitor
 * scrolls; the previous folder stays shown while the next one opens.
 */
export function useDriveSharedView(
  token: string,
  password: string | null,
  folderId: string | null,
) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: sharedViewKeys.drive(token, password, folderId),
      queryFn: ({ pageParam }) => openShared(token, password, folderId, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.drive?.nextCursor ?? undefined,
      ...openedOnce,
      placeholderData: keepPreviousData,
    }),
    select: (data) => ({ pageParams: data.pageParams, pages: data.pages.map(toDrivePage) }),
  });
}
