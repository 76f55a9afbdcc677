import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSettings } from '@/lib/settings/get-settings';
import { flushPendingSettings } from '@/lib/settings/update-settings';

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
    void flushPendingSettings(queryClient, userId);
  }, [queryClient, userId, source]);

  useEffect(() => {
    const onOnline = () => {
      void flushPendingSettings(queryClient, userId);
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [queryClient, userId]);
}
