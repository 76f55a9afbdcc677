import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useState } from 'react';
import { useDocumentTop } from './use-document-top';

type WindowRowsOptions = {
  count: number;
  estimateSize: () => number;
  getItemKey: (index: number) => string | number;
  /**
   * Called when the last rendered row is close to the end: load the next page. Left out where
   * the next page is asked for by a button (the portal's photos, whose pages may hold nothing
   * left to share).
   */
  onNearEnd?: () => void;
  /** How many rows before the end the next page is asked for. */
  nearEndRows?: number;
};

/**
 * Rows virtualised against the page's own scroll, so thousands of rows (patients, trashed
 * items) scroll like any page. Returns a callback ref for the element that holds the rows.
 */
export function useWindowRows({
  count,
  estimateSize,
  getItemKey,
  onNearEnd,
  nearEndRows = 5,
}: WindowRowsOptions) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  // The rows start below headings, tabs and toolbars, whose height changes with the width,
  // the language, banners and the selection: follow the list's place in the document.
  const scrollMargin = useDocumentTop(element);

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
    if (onNearEnd && count > 0 && lastIndex >= count - nearEndRows) onNearEnd();
  }, [count, lastIndex, nearEndRows, onNearEnd]);

  return { ref: setElement, virtualizer, items, scrollMargin };
}
