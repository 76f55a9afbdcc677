import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminUsersPage } from '../types';

export const adminUsersQueryKey = ['admin', 'users'] as const;

export const ADMIN_USERS_PAGE_SIZE = 50;

export function getAdminUsers(cursor: string | null): Promise<AdminUsersPage> {
  const query = new URLSearchParams({ limit: String(ADMIN_USERS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiRequest<AdminUsersPage>(`/api/v1/admin/users?${query.toString()}`);
}

export const adminUsersQueryOptions = infiniteQueryOptions({
  queryKey: adminUsersQueryKey,
  queryFn: ({ pageParam }) => getAdminUsers(pageParam),
  initialPageParam: null as string | null,
  getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
});

/** Every account of the installation, page after page. */
export function useAdminUsers() {
  return useInfiniteQuery(adminUsersQueryOptions);
}
