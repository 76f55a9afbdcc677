import { useCallback, useMemo, useState } from 'react';

/**
 * Chosen ids among the rows on screen. Ids that left the list (restored, deleted, or removed
 * by another device) drop out of the selection by themselves.
 */
export function useSelection(visibleIds: readonly string[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const selected = useMemo(() => {
    const visible = new Set(visibleIds);
    return new Set([...chosen].filter((id) => visible.has(id)));
  }, [chosen, visibleIds]);

  const toggle = useCallback((id: string) => {
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const selectAll = useCallback(() => setChosen(new Set(visibleIds)), [visibleIds]);
  const clear = useCallback(() => setChosen(new Set()), []);

  return { selected, toggle, selectAll, clear };
}
