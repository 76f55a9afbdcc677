import type { RefObject } from 'react';
import { useElementSize } from '@/lib/use-element-size';

/**
 * The largest box of the given proportions inside the element, so the overlays lie exactly on
 * the picture that will be saved (the preview shows the whole frame, never a crop of it).
 */
export function useFittedBox(
  containerRef: RefObject<HTMLElement | null>,
  aspectRatio: number | null,
): { width: number; height: number } | null {
  const size = useElementSize(containerRef);
  // 0 × 0: not measured yet.
  if (size.width === 0 || size.height === 0 || !aspectRatio || !(aspectRatio > 0)) return null;
  const width = Math.min(size.width, size.height * aspectRatio);
  return { width: Math.round(width), height: Math.round(width / aspectRatio) };
}
