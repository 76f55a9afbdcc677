import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminRole, AdminUser, AdminUsersPage, BetaFeatures } from '../types';
import { adminUsersQueryKey } from './get-admin-users';

export type AdminUserChanges = { role?: AdminRole; betaFeatures?: Partial<BetaFeatures> };

export function updateAdminUser(id: string, changes: AdminUserChanges): Promise<unknown> {
  return apiRequest(`/api/v1/admin/users/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: changes,
  });
}

function applyChanges(user: AdminUser, changes: AdminUserChanges): AdminUser {
  return {
    ...user,
    role: changes.role ?? user.role,
    betaFeatures: { ...user.betaFeatures, ...changes.betaFeatures },
  };
}

/**
 * Changes one account's role or beta features. The list shows the change at once and goes
 * back to what the server holds if it refuses.
 */
export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: AdminUserChanges }) =>
      updateAdminUser(id, changes),
    onMutate: async ({ id, changes }) => {
      await queryClient.cancelQueries({ queryKey: adminUsersQueryKey });
      const previous = queryClient.getQueryData<InfiniteData<AdminUsersPage>>(adminUsersQueryKey);
      queryClient.setQueryData<InfiniteData<AdminUsersPage>>(adminUsersQueryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((user) =>
                  user.id === id ? applyChanges(user, changes) : user,
                ),
              })),
            }
          : data,
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(adminUsersQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
