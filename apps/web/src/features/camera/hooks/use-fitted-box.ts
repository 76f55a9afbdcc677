import { useEffect, useState, type RefObject } from 'react';

/**
 * The largest box of the given proportions inside the element, so the overlays lie exactly on
 * the picture that will be saved (the preview shows the whole frame, never a crop of it).
 */
export function useFittedBox(
  containerRef: RefObject<HTMLElement | null>,
  aspectRatio: number | null,
): { width: number; height: number } | null {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [containerRef]);
  if (!size || !aspectRatio || !(aspectRatio > 0)) return null;
  const width = Math.min(size.width, size.height * aspectRatio);
  return { width: Math.round(width), height: Math.round(width / aspectRatio) };
}
