import { useCallback, useMemo, useState } from 'react';

/**
 * Chosen ids, kept to the rows still shown: a row assigned, restored or deleted meanwhile (here
 * or on another device) drops out of the selection by itself.
 */
export function useVisibleSelection(visibleIds: readonly string[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const selected = useMemo(() => {
    if (chosen.size === 0) return chosen;
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
