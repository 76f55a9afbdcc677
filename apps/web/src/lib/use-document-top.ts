import { useLayoutEffect, useState, type RefObject } from 'react';
import { useElementSize } from './use-element-size';

/**
 * The element's top in the document (0 until it is mounted): the scroll margin a window
 * virtualizer needs for rows that start below headings, toolbars and banners. Anything above
 * that grows or shrinks (a banner, the selection bar, a toolbar wrapping at another width or
 * language) resizes the body, so the body's size is what is followed.
 */
export function useDocumentTop(target: RefObject<HTMLElement | null> | HTMLElement | null): number {
  const bodySize = useElementSize(typeof document === 'undefined' ? null : document.body);
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = target instanceof HTMLElement || target === null ? target : target.current;
    if (!element) return;
    setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
  }, [target, bodySize]);
  return top;
}
