import { useEffect, useRef } from 'react';

export type ViewerKeyHandlers = {
  previous?: () => void;
  next?: () => void;
  zoomIn?: () => void;
  zoomOut?: () => void;
  resetZoom?: () => void;
  togglePlay?: () => void;
};

// Keys typed into a field belong to the field (a "-" in a treated zone is not a zoom out).
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

function handlerFor(event: KeyboardEvent, handlers: ViewerKeyHandlers): (() => void) | undefined {
  switch (event.key) {
    case 'ArrowLeft':
      return handlers.previous;
    case 'ArrowRight':
      return handlers.next;
    case '+':
    case '=':
      return handlers.zoomIn;
    case '-':
      return handlers.zoomOut;
    case '0':
      return handlers.resetZoom;
    case ' ':
      // A focused button or the video's own controls already act on Space.
      return event.target instanceof HTMLButtonElement ||
        event.target instanceof HTMLVideoElement ||
        event.target instanceof HTMLAnchorElement
        ? undefined
        : handlers.togglePlay;
    default:
      return undefined;
  }
}

/**
 * The viewer's keys (spec 02 §2.7): arrows navigate, + / - / 0 zoom, Space plays a video.
 * Escape is the dialog's own. Browser shortcuts with Ctrl, Cmd or Alt are left alone.
 */
export function useViewerKeys(handlers: ViewerKeyHandlers, enabled = true) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      const handler = handlerFor(event, latest.current);
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
