import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/notify';
import { usePagedRows } from '@/lib/use-paged-rows';
import { useAdminUsers } from '../api/get-admin-users';
import { PLAN_NAMES } from '@photodossier/domain/plans';
import { useSetUserPlan } from '../api/set-user-plan';
import { useUpdateAdminUser, type AdminUserChanges } from '../api/update-admin-user';
import type { AdminUser } from '../types';
import { AdminUserRow } from './admin-user-row';

// Rows are measured once shown; this is only the first guess (a row on a wide screen).
const ESTIMATED_ROW_HEIGHT = 76;

/** Every account of the installation, virtualised so thousands of rows stay smooth. */
export function AdminUsersList() {
  const { t } = useTranslation();
  const users = useAdminUsers();
  const update = useUpdateAdminUser();
  const setPlan = useSetUserPlan();
  const { rows, scrollRef, virtualizer } = usePagedRows(users, ESTIMATED_ROW_HEIGHT);
  const virtualRows = virtualizer.getVirtualItems();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = users;

  function change(user: AdminUser, changes: AdminUserChanges, success: string) {
    update.mutate(
      { id: user.id, changes },
      {
        onSuccess: () => notify(success, { variant: 'success' }),
        onError: (error) => notify(error.message, { variant: 'error' }),
      },
    );
  }

  const savingId = update.isPending
    ? update.variables.id
    : setPlan.isPending
      ? setPlan.variables.id
      : null;

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <Users aria-hidden className="size-5 text-primary" />
            {t('admin.users.title')}
          </CardTitle>
          {users.isSuccess ? (
            <CardDescription>{t('admin.users.count', { count: rows.length })}</CardDescription>
          ) : null}
        </div>
      </CardHeader>
      <CardContent className="px-0 sm:px-0">
        {users.isPending ? (
          <Spinner label={t('admin.users.loading')} className="py-8" />
        ) : users.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 px-5 sm:px-6">
            <p className="text-sm text-destructive">{t('admin.users.loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => void users.refetch()}>
              {t('admin.users.retry')}
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <p className="px-5 text-sm text-muted-foreground sm:px-6">{t('admin.users.empty')}</p>
        ) : (
          <div
            ref={scrollRef}
            data-testid="admin-users"
            className="@container max-h-[min(70vh,44rem)] overflow-y-auto border-t border-border"
          >
            <ul
              aria-label={t('admin.users.title')}
              className="relative w-full"
              style={{ height: virtualizer.getTotalSize() }}
            >
              {virtualRows.map((virtualRow) => {
                const user = rows[virtualRow.index];
                if (!user) return null;
                return (
                  <li
                    key={virtualRow.key}
                    data-index={virtualRow.index}
                    ref={virtualizer.measureElement}
                    aria-posinset={virtualRow.index + 1}
                    aria-setsize={hasNextPage ? -1 : rows.length}
                    className="absolute top-0 left-0 w-full"
                    style={{ transform: `translateY(${virtualRow.start}px)` }}
                  >
                    <AdminUserRow
                      user={user}
                      saving={savingId === user.id}
                      onBetaChange={(target, feature, enabled) =>
                        change(
                          target,
                          { betaFeatures: { [feature]: enabled } },
                          t('admin.users.betaUpdated', { email: target.email }),
                        )
                      }
                      onPlanChange={(target, planId) =>
                        setPlan.mutate(
                          { id: target.id, planId },
                          {
                            onSuccess: () =>
                              notify(
                                t('billing.admin.planUpdated', {
                                  email: target.email,
                                  plan: PLAN_NAMES[planId],
                                }),
                                { variant: 'success' },
                              ),
                            onError: (error) => notify(error.message, { variant: 'error' }),
                          },
                        )
                      }
                      onGrantAdmin={(target) =>
                        change(
                          target,
                          { role: 'admin' },
                          t('admin.users.adminGranted', { email: target.email }),
                        )
                      }
                    />
                  </li>
                );
              })}
            </ul>
          </div>
        )}
        {hasNextPage ? (
          <div className="flex justify-center px-5 pt-4 sm:px-6">
            <Button
              variant="outline"
              size="sm"
              disabled={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {isFetchingNextPage ? <Spinner size="sm" /> : null}
              {t('admin.users.loadMore')}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
