import { useMemo, useState } from 'react';
import { useElementSize } from '@/lib/use-element-size';
import { fitSize, type Size } from './zoom-pan';

/** The stage's measured size and the photo's fitted size (at zoom 1) inside it. */
export function useFitFrame<T extends HTMLElement>(ratio: number | null) {
  const [element, viewportRef] = useState<T | null>(null);
  const measured = useElementSize(element);
  // Stable objects, so effects that depend on them run only when a size really changes.
  const viewport = useMemo<Size>(
    () => ({ width: measured.width, height: measured.height }),
    [measured.width, measured.height],
  );
  const frame = useMemo(() => fitSize(ratio ?? 0, viewport), [ratio, viewport]);
  return { viewportRef, viewport, frame };
}
