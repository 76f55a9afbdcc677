import type { PlanId } from '@photodossier/domain/plans';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminUsersPage } from '../types';
import { adminUsersQueryKey } from './get-admin-users';

export function setUserPlan(id: string, planId: PlanId): Promise<unknown> {
  return apiRequest(`/api/v1/admin/users/${encodeURIComponent(id)}/plan`, {
    method: 'PUT',
    json: { planId },
  });
}

/** Sets one account's plan (without Stripe); shown at once, undone if the server refuses. */
export function useSetUserPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, planId }: { id: string; planId: PlanId }) => setUserPlan(id, planId),
    onMutate: async ({ id, planId }) => {
      await queryClient.cancelQueries({ queryKey: adminUsersQueryKey });
      const previous = queryClient.getQueryData<InfiniteData<AdminUsersPage>>(adminUsersQueryKey);
      queryClient.setQueryData<InfiniteData<AdminUsersPage>>(adminUsersQueryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((user) => (user.id === id ? { ...user, planId } : user)),
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
