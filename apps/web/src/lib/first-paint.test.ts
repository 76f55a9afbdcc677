import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test loads the module afresh: the gate belongs to one page load.
async function freshGate() {
  vi.resetModules();
  return import('./first-paint');
}

function settled(promise: Promise<void>): () => boolean {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  return () => done;
}

describe('afterFirstPaint (decision 0083)', () => {
  let frames: FrameRequestCallback[];
  let idle: IdleRequestCallback[];

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    idle = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
      idle.push(callback);
      return idle.length;
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('holds nothing outside a page load', async () => {
    const { afterFirstPaint } = await freshGate();
    const isDone = settled(afterFirstPaint());
    await vi.advanceTimersByTimeAsync(0);
    expect(isDone()).toBe(true);
  });

  it('opens only once the first screen is committed, painted and the browser idle', async () => {
    const { afterFirstPaint, firstScreenCommitted, holdUntilFirstPaint } = await freshGate();
    holdUntilFirstPaint();
    const isDone = settled(afterFirstPaint());
    await vi.advanceTimersByTimeAsync(100);
    expect(isDone()).toBe(false);

    firstScreenCommitted();
    frames.shift()?.(performance.now());
    await vi.advanceTimersByTimeAsync(0);
    // Painted, not yet idle.
    expect(isDone()).toBe(false);
    idle.shift()?.({ didTimeout: false, timeRemaining: () => 10 });
    await vi.advanceTimersByTimeAsync(0);
    expect(isDone()).toBe(true);
    // Later readers do not wait.
    const later = settled(afterFirstPaint());
    await vi.advanceTimersByTimeAsync(0);
    expect(later()).toBe(true);
  });

  it('opens after at most three seconds when the first render is never committed', async () => {
    const { afterFirstPaint, FIRST_PAINT_MAX_WAIT_MS, holdUntilFirstPaint } = await freshGate();
    holdUntilFirstPaint();
    const isDone = settled(afterFirstPaint());
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_MAX_WAIT_MS - 1);
    expect(isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isDone()).toBe(true);
  });
});
