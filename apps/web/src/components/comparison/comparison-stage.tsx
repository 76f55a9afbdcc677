import { COMPARISON_BLINK_INTERVAL_MS, type ComparisonView } from '@photodossier/domain/comparison';
import { useEffect, useState } from 'react';
import { BeforeAfterView } from './before-after-view';
import { OverlayView } from './overlay-view';
import { SideBySideView } from './side-by-side-view';
import type { StageMedia, ZoomPan } from './types';

type ComparisonStageProps = {
  media: readonly StageMedia[];
  view: ComparisonView;
  /** Overlay: alternate the two photos instead of blending them. */
  blink: boolean;
  zoomPan: ZoomPan;
  onZoomPanChange: (next: ZoomPan) => void;
  onDividerChange: (divider: number) => void;
  dividerLabel: string;
};

function useBlinkPhase(active: boolean): boolean {
  const [showAfter, setShowAfter] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setShowAfter((value) => !value), COMPARISON_BLINK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [active]);
  return showAfter;
}

/** The comparison in its mode, for the editor and for a shared link alike. */
export function ComparisonStage({
  media,
  view,
  blink,
  zoomPan,
  onZoomPanChange,
  onDividerChange,
  dividerLabel,
}: ComparisonStageProps) {
  const blinkAfter = useBlinkPhase(blink && view.mode === 'overlay');
  const [before, after] = media;
  if (!before || !after) return null;
  if (view.mode === 'side_by_side') {
    return (
      <SideBySideView
        media={media}
        view={view}
        zoomPan={zoomPan}
        onZoomPanChange={onZoomPanChange}
      />
    );
  }
  if (view.mode === 'overlay') {
    return (
      <OverlayView
        before={before}
        after={after}
        view={view}
        opacity={blink ? (blinkAfter ? 1 : 0) : view.opacity}
      />
    );
  }
  return (
    <BeforeAfterView
      before={before}
      after={after}
      view={view}
      dividerLabel={dividerLabel}
      onDividerChange={onDividerChange}
    />
  );
}
