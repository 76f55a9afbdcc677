import { useSyncExternalStore } from 'react';

function query(minWidth: number): MediaQueryList | null {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia(`(min-width: ${minWidth}px)`)
    : null;
}

/** Whether the window is at least `minWidth` wide, followed as it is resized. */
export function useMinWidth(minWidth: number): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = query(minWidth);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    // Without media queries (tests, old engines) the full layout is the safe reading.
    () => query(minWidth)?.matches ?? true,
  );
}
