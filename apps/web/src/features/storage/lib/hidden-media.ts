import { DELETED_SET_CLEAR_INTERVAL_MS } from '@photodossier/domain/storage-limits';
import type { StorageMediaView } from '@photodossier/domain/storage-media';
import { useCallback, useEffect, useState } from 'react';

/**
 * Media the user just moved out of a view (to the trash, back from it, or deleted for good),
 * hidden from that view at once while the server's answer and the refetch catch up. The set is
 * emptied every 5 minutes (spec 01 §4) so nothing stays hidden for long if a call failed.
 */
export function useHiddenMedia() {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    const timer = setInterval(() => {
      setHidden((current) => (current.size === 0 ? current : new Set()));
    }, DELETED_SET_CLEAR_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  /** Hides the ids from `from`; when they moved to another view, shows them there again. */
  const hide = useCallback(
    (from: StorageMediaView, ids: readonly string[], to?: StorageMediaView) => {
      setHidden((current) => {
        const next = new Set(current);
        for (const id of ids) {
          next.add(hiddenKey(from, id));
          if (to) next.delete(hiddenKey(to, id));
        }
        return next;
      });
    },
    [],
  );

  const isHidden = useCallback(
    (view: StorageMediaView, id: string) => hidden.has(hiddenKey(view, id)),
    [hidden],
  );

  return { hide, isHidden };
}

function hiddenKey(view: StorageMediaView, id: string): string {
  return `${view}:${id}`;
}
