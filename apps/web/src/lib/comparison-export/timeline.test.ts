import { describe, expect, it } from 'vitest';
import { animationFrames } from './timeline';

const total = (frames: { durationMs: number }[]) =>
  frames.reduce((sum, frame) => sum + frame.durationMs, 0);

describe('animationFrames', () => {
  it('loops before, transition, after, transition back over the whole duration', () => {
    const frames = animationFrames(3, 10, true);
    expect(total(frames)).toBeCloseTo(3000, 6);
    expect(frames[0]).toEqual({ mix: 0, durationMs: 750 });
    const afterHold = frames.findIndex((frame) => frame.mix === 1);
    expect(frames[afterHold]?.durationMs).toBe(750);
    // Strictly between the holds, the mix rises then falls without reaching either end.
    const rising = frames.slice(1, afterHold).map((frame) => frame.mix);
    expect(
      rising.every(
        (mix, index) => mix > 0 && mix < 1 && (index === 0 || mix > (rising[index - 1] ?? 0)),
      ),
    ).toBe(true);
    const falling = frames.slice(afterHold + 1).map((frame) => frame.mix);
    expect(falling.every((mix, index) => index === 0 || mix < (falling[index - 1] ?? 1))).toBe(
      true,
    );
  });

  it('gives a video a constant frame rate: holds repeat their frame', () => {
    const frames = animationFrames(2, 30, false);
    expect(frames).toHaveLength(60);
    expect(new Set(frames.map((frame) => Math.round(frame.durationMs * 1000))).size).toBe(1);
    expect(total(frames)).toBeCloseTo(2000, 6);
  });
});
