import { useEffect, useRef } from 'react';
import { translateErrorCode } from '@/lib/api-client';
import { accountChangedCode, expectedUser, onAccountChangedRefusal } from '@/lib/expected-user';
import { closeImportDialog } from '@/lib/import-dialog';
import { notify } from '@/lib/notify';
import { closeShareDialog } from '@/lib/share-dialog';
import { closeStorageFull, closeStorageManager } from '@/lib/storage-dialogs';
import { useSession } from '../api/get-session';
import { onAccountChangeElsewhere } from '../lib/account-broadcast';
import { useSessionCache } from './use-session-cache';

/**
 * Keeps this tab on the browser's active account (decision 0032): another tab's sign-in,
 * profile switch or sign-out, or the server's 409 auth.account_changed, drops every answer of
 * the previous account and reads the session again; the dialogs opened for it close. (The
 * signed-in pages themselves are remounted per user by ProtectedRoute.)
 */
export function useAccountFollower(): void {
  const sessionCache = useSessionCache();
  const { session } = useSession();
  const userId = session?.user.id ?? null;
  const shownUser = useRef(userId);

  useEffect(() => {
    const previous = shownUser.current;
    shownUser.current = userId;
    if (previous === null || previous === userId) return;
    closeImportDialog();
    closeShareDialog();
    closeStorageManager();
    closeStorageFull();
  }, [userId]);

  useEffect(
    () =>
      onAccountChangeElsewhere((activeUser) => {
        if (activeUser !== expectedUser()) void sessionCache.reload().catch(() => {});
      }),
    [sessionCache],
  );

  useEffect(
    () =>
      onAccountChangedRefusal(() => {
        notify(translateErrorCode(accountChangedCode), {
          variant: 'error',
          id: accountChangedCode,
          duration: 10_000,
        });
        void sessionCache.reload().catch(() => {});
      }),
    [sessionCache],
  );
}
