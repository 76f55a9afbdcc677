import {
  useCallback,
  useEffect,
  useRef,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import type { ZoomPanControls } from './use-zoom-pan';
import type { Point } from './zoom-pan';

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

// Where the pointer is, relative to the stage's centre (the zoom maths' origin).
function fromCentre(element: HTMLElement, clientX: number, clientY: number): Point {
  const rect = element.getBoundingClientRect();
  return { x: clientX - rect.left - rect.width / 2, y: clientY - rect.top - rect.height / 2 };
}

/**
 * The stage's gestures over zoom and pan: wheel, two-finger pinch, drag when zoomed and
 * double-click. Returns the ref for the stage and the handlers to spread on it.
 */
export function useZoomGestures(controls: ZoomPanControls) {
  const stage = useRef<HTMLDivElement | null>(null);
  const { wheel, zoom } = controls;

  // React's wheel listener is passive: it could not stop the page from scrolling.
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      wheel(event.deltaY, fromCentre(element, event.clientX, event.clientY));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [wheel]);

  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);

  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLDivElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const [first, second] = [...pointers.current.values()];
      if (first && second) pinch.current = { distance: distance(first, second), zoom };
    },
    [zoom],
  );

  function onPointerMove(event: ReactPointerEvent<HTMLDivElement>) {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const current = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, current);
    const [first, second] = [...pointers.current.values()];
    if (first && second && pinch.current && pinch.current.distance > 0) {
      const middle = { x: (first.x + second.x) / 2, y: (first.y + second.y) / 2 };
      const scale = distance(first, second) / pinch.current.distance;
      controls.zoomTo(
        pinch.current.zoom * scale,
        fromCentre(event.currentTarget, middle.x, middle.y),
      );
    } else if (pointers.current.size === 1 && zoom > 1) {
      controls.panBy({ x: current.x - previous.x, y: current.y - previous.y });
    }
  }

  function onPointerEnd(event: ReactPointerEvent<HTMLDivElement>) {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  }

  function onDoubleClick(event: ReactMouseEvent<HTMLDivElement>) {
    controls.toggle(fromCentre(event.currentTarget, event.clientX, event.clientY));
  }

  return {
    stage,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onDoubleClick,
    },
  };
}
