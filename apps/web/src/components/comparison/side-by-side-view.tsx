import type { ComparisonView } from '@photodossier/domain/comparison';
import { useRef, type PointerEvent, type WheelEvent } from 'react';
import { FrameBox, stageWidth } from './frame-box';
import { PlacedMedia } from './placed-media';
import { StageLabel } from './stage-label';
import { NO_ZOOM, type StageMedia, type ZoomPan } from './types';

const MAX_ZOOM = 8;

export function clampZoomPan(next: ZoomPan): ZoomPan {
  const zoom = Math.min(MAX_ZOOM, Math.max(1, next.zoom));
  if (zoom === 1) return NO_ZOOM;
  // The zoomed pane may move until its edge meets the frame's edge, no further.
  const limit = (zoom - 1) / 2;
  return {
    zoom,
    x: Math.min(limit, Math.max(-limit, next.x)),
    y: Math.min(limit, Math.max(-limit, next.y)),
  };
}

type SideBySideViewProps = {
  media: readonly StageMedia[];
  view: ComparisonView;
  zoomPan: ZoomPan;
  onZoomPanChange: (next: ZoomPan) => void;
};

/**
 * Two to four photos next to each other; zooming (wheel, pinch-free buttons outside) or
 * dragging one pane moves them all, so the same detail stays under the eye in each.
 */
export function SideBySideView({ media, view, zoomPan, onZoomPanChange }: SideBySideViewProps) {
  const drag = useRef<{ x: number; y: number; start: ZoomPan } | null>(null);
  const columns = media.length === 4 ? 2 : media.length;
  const rows = media.length === 4 ? 2 : 1;
  const aspect = view.crop.width / view.crop.height;

  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    const factor = event.deltaY < 0 ? 1.15 : 1 / 1.15;
    onZoomPanChange(clampZoomPan({ ...zoomPan, zoom: zoomPan.zoom * factor }));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, start: zoomPan };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    const width = event.currentTarget.clientWidth;
    if (!start || width === 0) return;
    onZoomPanChange(
      clampZoomPan({
        zoom: start.start.zoom,
        x: start.start.x + (event.clientX - start.x) / width,
        y: start.start.y + (event.clientY - start.y) / width,
      }),
    );
  };

  return (
    <div
      data-testid="stage-side-by-side"
      className="mx-auto grid gap-2"
      style={{
        width: stageWidth(aspect, columns, rows),
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
      }}
    >
      {media.map((item) => (
        <FrameBox
          key={item.key}
          crop={view.crop}
          className="cursor-grab touch-none rounded-xl active:cursor-grabbing"
          onWheel={onWheel}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => {
            drag.current = null;
          }}
        >
          {(width) => (
            <>
              <div
                className="absolute inset-0 origin-center"
                style={{
                  transform: `translate(${zoomPan.x * width}px, ${zoomPan.y * width}px) scale(${zoomPan.zoom})`,
                }}
              >
                <PlacedMedia media={item} crop={view.crop} frameWidth={width} />
              </div>
              <StageLabel text={item.label} alone />
            </>
          )}
        </FrameBox>
      ))}
    </div>
  );
}
