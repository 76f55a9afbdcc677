import { describe, expect, it } from 'vitest';
import { isSwipeConfirmed, swipeProgressPercent } from './swipe-confirm';

describe('swipe confirm', () => {
  it('confirms from 95% of the track', () => {
    expect(isSwipeConfirmed(94.99)).toBe(false);
    expect(isSwipeConfirmed(95)).toBe(true);
    expect(isSwipeConfirmed(100)).toBe(true);
  });

  it('measures the handle within the track', () => {
    expect(swipeProgressPercent(190, 200)).toBe(95);
    expect(isSwipeConfirmed(swipeProgressPercent(189, 200))).toBe(false);
    expect(swipeProgressPercent(250, 200)).toBe(100);
    expect(swipeProgressPercent(-20, 200)).toBe(0);
    expect(swipeProgressPercent(10, 0)).toBe(0);
  });
});
