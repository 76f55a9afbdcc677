import { useCallback, useState } from 'react';
import type { Size } from './zoom-pan';

const EMPTY: Size = { width: 0, height: 0 };

/** The live content size of an element (a callback ref), updated by a ResizeObserver. */
export function useElementSize<T extends HTMLElement>(): [(element: T | null) => void, Size] {
  const [size, setSize] = useState<Size>(EMPTY);
  const ref = useCallback((element: T | null) => {
    if (!element) return;
    const update = (width: number, height: number) =>
      setSize((current) =>
        current.width === width && current.height === height ? current : { width, height },
      );
    update(element.clientWidth, element.clientHeight);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) update(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size];
}
