import { useLayoutEffect, useState, type RefObject } from 'react';

export type ElementSize = { readonly width: number; readonly height: number };

const EMPTY: ElementSize = { width: 0, height: 0 };

/**
 * The app's one element-size hook: the element's content size, followed as the window, the
 * sidebar or a dialog resizes (0 × 0 until it is mounted). Takes a ref object, or the element
 * itself when a callback ref keeps it in state. The same size object comes back until a
 * dimension really changes, so effects that depend on it do not run for nothing.
 */
export function useElementSize(
  target: RefObject<HTMLElement | null> | HTMLElement | null,
): ElementSize {
  const [size, setSize] = useState<ElementSize>(EMPTY);
  useLayoutEffect(() => {
    const element = target instanceof HTMLElement || target === null ? target : target.current;
    if (!element) return;
    const update = () =>
      setSize((current) =>
        current.width === element.clientWidth && current.height === element.clientHeight
          ? current
          : { width: element.clientWidth, height: element.clientHeight },
      );
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return size;
}
