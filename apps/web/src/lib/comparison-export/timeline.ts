import type { ExportTransition } from '@photodossier/domain/comparison-export';

/**
 * An animated export loops: the before photo held, a transition to the after photo, the after
 * photo held, the transition back. Each of the four parts takes a quarter of the duration, so the
 * loop has no jump.
 */
export interface AnimationFrame {
  /** 0: the before photo only, 1: the after photo only. */
  readonly mix: number;
  /** How long the frame stays on screen, in milliseconds. */
  readonly durationMs: number;
}

/**
 * The frames of one loop at `fps`: a held photo is a single frame that lasts its whole part
 * (GIF and MP4 both carry per-frame durations), transitions get one frame per 1/fps.
 */
export function animationFrames(
  durationS: number,
  fps: number,
  holdAsOneFrame: boolean,
): AnimationFrame[] {
  const part = (durationS * 1000) / 4;
  const step = 1000 / fps;
  const steps = Math.max(2, Math.round(part / step));
  const frames: AnimationFrame[] = [];
  const hold = (mix: number) => {
    if (holdAsOneFrame) frames.push({ mix, durationMs: part });
    else
      for (let index = 0; index < steps; index += 1) frames.push({ mix, durationMs: part / steps });
  };
  const transition = (from: number, to: number) => {
    for (let index = 1; index <= steps; index += 1) {
      const progress = index / (steps + 1);
      // Ease in and out: the change is gentle at both ends, as a person would fade by hand.
      const eased = progress * progress * (3 - 2 * progress);
      frames.push({ mix: from + (to - from) * eased, durationMs: part / steps });
    }
  };
  hold(0);
  transition(0, 1);
  hold(1);
  transition(1, 0);
  return frames;
}

type Drawable = CanvasImageSource & { width: number; height: number };
type Context2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** Draws the frame `mix` between two rendered photos of the same size. */
export function drawTransition(
  context: Context2D,
  before: Drawable,
  after: Drawable,
  mix: number,
  transition: ExportTransition,
): void {
  const { width, height } = before;
  context.globalAlpha = 1;
  if (transition === 'wipe') {
    context.drawImage(after, 0, 0);
    // The after photo is uncovered from the left, the way the divider is dragged.
    const edge = Math.round(width * mix);
    if (edge < width)
      context.drawImage(before, edge, 0, width - edge, height, edge, 0, width - edge, height);
    if (edge > 0 && edge < width) {
      context.fillStyle = 'rgba(255,255,255,0.9)';
      context.fillRect(Math.max(0, edge - 1), 0, 2, height);
    }
    return;
  }
  context.drawImage(before, 0, 0);
  if (mix > 0) {
    context.globalAlpha = mix;
    context.drawImage(after, 0, 0);
    context.globalAlpha = 1;
  }
}
