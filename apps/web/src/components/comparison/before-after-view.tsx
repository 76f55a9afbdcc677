import type { ComparisonView } from '@photodossier/domain/comparison';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { cn } from '@/lib/cn';
import { FrameBox, stageWidth } from './frame-box';
import { PlacedMedia } from './placed-media';
import { StageLabel } from './stage-label';
import type { StageMedia } from './types';

type BeforeAfterViewProps = {
  before: StageMedia;
  after: StageMedia;
  view: ComparisonView;
  dividerLabel: string;
  onDividerChange: (divider: number) => void;
};

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const KEY_STEPS: Record<string, number> = {
  ArrowLeft: -0.01,
  ArrowUp: -0.01,
  ArrowRight: 0.01,
  ArrowDown: 0.01,
  PageUp: -0.1,
  PageDown: 0.1,
};

/**
 * The after photo under the before photo, cut at a divider the practitioner drags (mouse,
 * touch or keyboard: arrows, Page Up/Down, Home/End), vertical or horizontal.
 */
export function BeforeAfterView({
  before,
  after,
  view,
  dividerLabel,
  onDividerChange,
}: BeforeAfterViewProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const vertical = view.orientation === 'vertical';
  const share = `${(view.divider * 100).toFixed(2)}%`;
  const rest = `${((1 - view.divider) * 100).toFixed(2)}%`;

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const box = boxRef.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return;
    onDividerChange(
      clamp(
        vertical ? (event.clientX - box.left) / box.width : (event.clientY - box.top) / box.height,
      ),
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    if (step !== undefined) onDividerChange(clamp(view.divider + step));
    else if (event.key === 'Home') onDividerChange(0);
    else if (event.key === 'End') onDividerChange(1);
    else return;
    event.preventDefault();
  };

  return (
    <div
      ref={boxRef}
      className="mx-auto"
      style={{ width: stageWidth(view.crop.width / view.crop.height, 1, 1) }}
    >
      <FrameBox
        crop={view.crop}
        data-testid="stage-before-after"
        className="touch-none rounded-xl"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          follow(event);
        }}
        onPointerMove={(event) => {
          if (event.currentTarget.hasPointerCapture(event.pointerId)) follow(event);
        }}
      >
        {(width) => (
          <>
            <PlacedMedia media={after} crop={view.crop} frameWidth={width} />
            <div
              className="absolute inset-0"
              style={{ clipPath: vertical ? `inset(0 ${rest} 0 0)` : `inset(0 0 ${rest} 0)` }}
            >
              <PlacedMedia media={before} crop={view.crop} frameWidth={width} />
            </div>
            <StageLabel text={before.label} />
            <StageLabel text={after.label} align="right" />
            <div
              role="slider"
              tabIndex={0}
              aria-label={dividerLabel}
              aria-orientation={vertical ? 'horizontal' : 'vertical'}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(view.divider * 100)}
              data-testid="comparison-divider"
              onKeyDown={onKeyDown}
              className={cn(
                'absolute z-20 flex items-center justify-center focus-visible:outline-none [&:focus-visible>span]:ring-4 [&:focus-visible>span]:ring-ring',
                vertical
                  ? 'inset-y-0 w-8 -translate-x-1/2 cursor-ew-resize'
                  : 'inset-x-0 h-8 -translate-y-1/2 cursor-ns-resize',
              )}
              style={vertical ? { left: share } : { top: share }}
            >
              <span
                aria-hidden
                className={cn(
                  'absolute bg-white/90 shadow',
                  vertical ? 'inset-y-0 w-0.5' : 'inset-x-0 h-0.5',
                )}
              />
              <span
                aria-hidden
                className="relative size-8 rounded-full border-2 border-white bg-slate-950/60 shadow-lg"
              />
            </div>
          </>
        )}
      </FrameBox>
    </div>
  );
}
