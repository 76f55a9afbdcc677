import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { storageKeys } from '@/lib/api/query-keys';

/** Roots whose changes show in the storage manager's rows (a photo reassigned, a patient renamed). */
const followedRoots = new Set<unknown>(['photos', 'patients']);

/**
 * Live events refresh queries by their root (photos.changed refreshes ['photos']); the storage
 * manager's rows also carry patient names and photo fields, so they follow those roots too.
 */
export function useStorageFollowsMedia(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let scheduled = false;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'invalidate') return;
      if (!followedRoots.has(event.query.queryKey[0]) || scheduled) return;
      // One refresh for a burst of invalidations (a live event invalidates many queries).
      scheduled = true;
      queueMicrotask(() => {
        scheduled = false;
        void queryClient.invalidateQueries({ queryKey: storageKeys.media() });
      });
    });
  }, [queryClient]);
}
