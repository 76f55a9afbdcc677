import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useState } from 'react';

type WindowRowsOptions = {
  count: number;
  estimateSize: () => number;
  getItemKey: (index: number) => string | number;
  /** Called when the last rendered row is close to the end: load the next page. */
  onNearEnd: () => void;
};

const NEAR_END_ROWS = 8;

/**
 * Trash rows virtualised against the page's own scroll, so thousands of deleted photos scroll
 * like any page. Returns a callback ref for the element that holds the rows.
 */
export function useWindowRows({ count, estimateSize, getItemKey, onNearEnd }: WindowRowsOptions) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  // The rows start below the heading, the tabs and the toolbar, whose height changes with the
  // width, the language and the selection: follow the list's place in the document.
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () =>
      setScrollMargin(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [element]);

  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize,
    getItemKey,
    overscan: 6,
    scrollMargin,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (count > 0 && lastIndex >= count - NEAR_END_ROWS) onNearEnd();
  }, [count, lastIndex, onNearEnd]);

  return { ref: setElement, virtualizer, items, scrollMargin };
}
