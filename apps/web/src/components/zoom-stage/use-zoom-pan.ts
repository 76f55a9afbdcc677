import { PREVIEW_ZOOM } from '@photodossier/domain/layout';
import { zoomByButton, zoomByWheel } from '@photodossier/domain/preview-zoom';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  clampPan,
  DOUBLE_CLICK_ZOOM,
  INITIAL_ZOOM_PAN,
  panBy,
  zoomAround,
  type Point,
  type Size,
  type ZoomPan,
} from './zoom-pan';

type Bounds = { content: Size; viewport: Size };

const bounds = ({ content, viewport }: Bounds): [Size, Size] => [content, viewport];

export type ZoomPanControls = ZoomPan & {
  zoomIn: () => void;
  zoomOut: () => void;
  reset: () => void;
  wheel: (deltaY: number, anchor?: Point) => void;
  zoomTo: (zoom: number, anchor?: Point) => void;
  toggle: (anchor?: Point) => void;
  pan: Point;
  panBy: (delta: Point) => void;
  canZoomIn: boolean;
  canZoomOut: boolean;
};

/**
 * Zoom (1 to 5: buttons by 0.5, wheel by 0.1) and pan of the photo inside the stage. `content`
 * is the photo's fitted size at zoom 1 and `viewport` the stage's size; pan stays inside them.
 */
export function useZoomPan(content: Size, viewport: Size): ZoomPanControls {
  const [state, setState] = useState<ZoomPan>(INITIAL_ZOOM_PAN);
  const sizes = useRef<Bounds>({ content, viewport });
  sizes.current = { content, viewport };

  // A resized stage (phone rotation, panel opened) may leave the photo beyond its new edges.
  useEffect(() => {
    setState((current) => {
      const pan = clampPan(current.pan, current.zoom, content, viewport);
      return pan.x === current.pan.x && pan.y === current.pan.y ? current : { ...current, pan };
    });
  }, [content, viewport]);

  const zoomTo = useCallback((zoom: number, anchor?: Point) => {
    setState((current) => zoomAround(current, zoom, ...bounds(sizes.current), anchor));
  }, []);

  const zoomIn = useCallback(() => {
    setState((current) =>
      zoomAround(current, zoomByButton(current.zoom, 'in'), ...bounds(sizes.current)),
    );
  }, []);
  const zoomOut = useCallback(() => {
    setState((current) =>
      zoomAround(current, zoomByButton(current.zoom, 'out'), ...bounds(sizes.current)),
    );
  }, []);
  const reset = useCallback(() => setState(INITIAL_ZOOM_PAN), []);
  const wheel = useCallback((deltaY: number, anchor?: Point) => {
    setState((current) =>
      zoomAround(current, zoomByWheel(current.zoom, deltaY), ...bounds(sizes.current), anchor),
    );
  }, []);
  const toggle = useCallback((anchor?: Point) => {
    setState((current) =>
      current.zoom > PREVIEW_ZOOM.min
        ? INITIAL_ZOOM_PAN
        : zoomAround(current, DOUBLE_CLICK_ZOOM, ...bounds(sizes.current), anchor),
    );
  }, []);
  const move = useCallback((delta: Point) => {
    setState((current) => panBy(current, delta, ...bounds(sizes.current)));
  }, []);

  return {
    ...state,
    zoomIn,
    zoomOut,
    reset,
    wheel,
    zoomTo,
    toggle,
    panBy: move,
    canZoomIn: state.zoom < PREVIEW_ZOOM.max,
    canZoomOut: state.zoom > PREVIEW_ZOOM.min,
  };
}
