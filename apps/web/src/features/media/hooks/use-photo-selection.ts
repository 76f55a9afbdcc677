import { useCallback, useMemo, useState } from 'react';

/**
 * Chosen photo ids, kept to the photos still shown: a photo assigned or deleted meanwhile
 * drops out of the selection by itself.
 */
export function usePhotoSelection(visibleIds: readonly string[]) {
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
