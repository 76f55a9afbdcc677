import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSettings } from '@/lib/settings/get-settings';
import { loadWhenPossible } from '@/lib/load-when-possible';
import { hasPendingSettings } from '@/lib/settings/settings-storage-keys';

// The sending code (with the settings' schemas) loads only when a change waits (decision 0071).
function flushIfPending(queryClient: QueryClient, userId: string): void {
  if (!hasPendingSettings(userId)) return;
  void loadWhenPossible(() => import('@/lib/settings/update-settings')).then(
    ({ flushPendingSettings }) => flushPendingSettings(queryClient, userId),
  );
}

/**
 * Sends the settings changes kept on this browser while the server was out of reach: when the
 * app starts, when the connection returns, and whenever the server answers a read again.
 */
export function useSettingsSync(userId: string) {
  const queryClient = useQueryClient();
  const { data } = useSettings(userId);
  const source = data?.source;

  useEffect(() => {
    if (source !== 'server') return;
    flushIfPending(queryClient, userId);
  }, [queryClient, userId, source]);

  useEffect(() => {
    const onOnline = () => flushIfPending(queryClient, userId);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [queryClient, userId]);
}
