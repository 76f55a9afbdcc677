import { startTransition, useDeferredValue, useEffect, useState } from 'react';

// A row that arrives during a scroll waits this long before it builds its tiles and fetches
// their images. A flick carries a row past the screen and its overscan in a few frames: a row
// already gone by then never decodes pictures nobody saw, and decoding then dropping those
// pictures is what made the gallery's long pauses (major garbage collections). At 120 ms most
// rows of a flick still filled; filling as soon as the scroll stops filled them too, whenever
// a slow frame looked like a stop (decision 0089).
export const SCROLL_PASS_MS = 300;

/**
 * Whether a gallery row shows its tiles yet. A row that mounts while the page is still fills at
 * once, in a render React slices; one that mounts during a scroll fills only if it is still
 * there SCROLL_PASS_MS later, and until then shows empty squares. `isScrolling` is read once,
 * when the row mounts.
 */
export function useRowFilled(isScrolling: () => boolean): boolean {
  const [settled, setSettled] = useState(() => !isScrolling());
  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(() => startTransition(() => setSettled(true)), SCROLL_PASS_MS);
    return () => clearTimeout(timer);
  }, [settled]);
  const rendered = useDeferredValue(true, false);
  return settled && rendered;
}
