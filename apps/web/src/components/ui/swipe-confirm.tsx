import { isSwipeConfirmed, swipeProgressPercent } from '@photodossier/domain/swipe-confirm';
import { SWIPE_CONFIRM } from '@photodossier/domain/ui-timings';
import { Check, ChevronsRight } from 'lucide-react';
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { cn } from '@/lib/cn';

export type SwipeConfirmState = 'idle' | 'dragging' | 'confirmed' | 'reset';

type SwipeConfirmProps = {
  /** Shown on the track and used as the slider's accessible name ("Glissez pour confirmer"). */
  label: string;
  /** Shown once the handle reached the end ("Confirmé !", "Vidage en cours..."). */
  confirmedLabel: string;
  onConfirm: () => void;
  disabled?: boolean;
  className?: string;
  'data-testid'?: string;
};

const KEYBOARD_STEP_PERCENT = 10;
const KEYBOARD_PAGE_PERCENT = 25;

interface DragStart {
  readonly pointerX: number;
  readonly offsetPx: number;
  readonly travelPx: number;
}

function travelOf(track: HTMLElement | null, handle: HTMLElement | null): number {
  if (!track || !handle) return 0;
  return track.getBoundingClientRect().width - handle.getBoundingClientRect().width;
}

/**
 * A destructive action guarded by dragging a handle across a red track. Released at 95 % of the
 * track or more it confirms and calls onConfirm 300 ms later (the user sees "Confirmé !" first);
 * released earlier it springs back over 400 ms. Keyboard users move the handle with the arrow
 * keys, Page Up/Down, Home and End; screen readers hear a slider with its position.
 */
export function SwipeConfirm({
  label,
  confirmedLabel,
  onConfirm,
  disabled = false,
  className,
  'data-testid': testId,
}: SwipeConfirmProps) {
  const [progress, setProgress] = useState(0);
  const [state, setState] = useState<SwipeConfirmState>('idle');
  const trackRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  const dragStart = useRef<DragStart | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onConfirmRef = useRef(onConfirm);
  onConfirmRef.current = onConfirm;

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const locked = disabled || state === 'confirmed';

  function schedule(callback: () => void, delayMs: number) {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      callback();
    }, delayMs);
  }

  function settle(finalProgress: number) {
    if (isSwipeConfirmed(finalProgress)) {
      setProgress(100);
      setState('confirmed');
      schedule(() => onConfirmRef.current(), SWIPE_CONFIRM.confirmDelayMs);
      return;
    }
    if (finalProgress === 0) {
      setProgress(0);
      setState('idle');
      return;
    }
    setProgress(0);
    setState('reset');
    schedule(() => setState('idle'), SWIPE_CONFIRM.resetDelayMs);
  }

  function onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    if (locked || event.button !== 0) return;
    event.preventDefault();
    const travelPx = travelOf(trackRef.current, handleRef.current);
    if (travelPx <= 0) return;
    if (timer.current) clearTimeout(timer.current);
    event.currentTarget.focus();
    if (typeof event.currentTarget.setPointerCapture === 'function') {
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    dragStart.current = {
      pointerX: event.clientX,
      offsetPx: (progress / 100) * travelPx,
      travelPx,
    };
    setState('dragging');
  }

  function onPointerMove(event: ReactPointerEvent<HTMLDivElement>) {
    const start = dragStart.current;
    if (!start) return;
    setProgress(
      swipeProgressPercent(start.offsetPx + event.clientX - start.pointerX, start.travelPx),
    );
  }

  function onPointerEnd(event: ReactPointerEvent<HTMLDivElement>) {
    const start = dragStart.current;
    if (!start) return;
    dragStart.current = null;
    settle(swipeProgressPercent(start.offsetPx + event.clientX - start.pointerX, start.travelPx));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (locked) return;
    const moves: Record<string, (current: number) => number> = {
      ArrowRight: (current) => current + KEYBOARD_STEP_PERCENT,
      ArrowUp: (current) => current + KEYBOARD_STEP_PERCENT,
      ArrowLeft: (current) => current - KEYBOARD_STEP_PERCENT,
      ArrowDown: (current) => current - KEYBOARD_STEP_PERCENT,
      PageUp: (current) => current + KEYBOARD_PAGE_PERCENT,
      PageDown: (current) => current - KEYBOARD_PAGE_PERCENT,
      Home: () => 0,
      End: () => 100,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    if (timer.current) clearTimeout(timer.current);
    const next = Math.min(100, Math.max(0, move(progress)));
    if (isSwipeConfirmed(next)) {
      settle(next);
      return;
    }
    setProgress(next);
    setState(next === 0 ? 'idle' : 'dragging');
  }

  function onBlur() {
    // A keyboard user who leaves halfway has let go of the handle.
    if (state === 'dragging' && !dragStart.current) settle(progress);
  }

  const animated = state === 'reset' || state === 'confirmed';
  const shownProgress = Math.round(progress);

  return (
    <div
      ref={trackRef}
      data-testid={testId}
      data-state={state}
      aria-disabled={disabled || undefined}
      className={cn(
        'relative h-14 w-full select-none overflow-hidden rounded-full border-2 border-destructive bg-destructive/10',
        disabled && 'opacity-50',
        className,
      )}
    >
      <div
        aria-hidden
        className={cn(
          'absolute inset-y-0 left-0 rounded-full bg-destructive',
          animated && 'transition-[width] ease-out',
        )}
        style={{
          width: `calc((100% - 3.25rem) * ${progress / 100} + 3.25rem)`,
          transitionDuration: animated ? `${SWIPE_CONFIRM.resetDelayMs}ms` : undefined,
        }}
      />
      <span
        aria-hidden
        className={cn(
          'pointer-events-none absolute inset-0 flex items-center justify-center pl-14 pr-4 text-center text-sm font-semibold',
          state === 'confirmed' ? 'text-destructive-foreground' : 'text-foreground',
        )}
        style={{ opacity: state === 'confirmed' ? 1 : Math.max(0.15, 1 - progress / 80) }}
      >
        {state === 'confirmed' ? confirmedLabel : label}
      </span>
      <div
        ref={handleRef}
        role="slider"
        tabIndex={disabled ? -1 : 0}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shownProgress}
        aria-valuetext={state === 'confirmed' ? confirmedLabel : `${shownProgress} %`}
        aria-disabled={disabled || undefined}
        data-testid={testId ? `${testId}-handle` : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        className={cn(
          'absolute top-0.5 flex size-12 touch-none items-center justify-center rounded-full bg-card text-destructive shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
          locked ? 'cursor-not-allowed' : 'cursor-grab active:cursor-grabbing',
          animated && 'transition-[left] ease-out',
        )}
        style={{
          left: `calc((100% - 3.25rem) * ${progress / 100} + 0.125rem)`,
          transitionDuration: animated ? `${SWIPE_CONFIRM.resetDelayMs}ms` : undefined,
        }}
      >
        {state === 'confirmed' ? (
          <Check aria-hidden className="size-5" />
        ) : (
          <ChevronsRight aria-hidden className="size-5" />
        )}
      </div>
    </div>
  );
}
