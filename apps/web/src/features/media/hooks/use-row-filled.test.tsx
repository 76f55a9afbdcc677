import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_PASS_MS, useRowFilled } from './use-row-filled';

describe('useRowFilled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fills a row that arrives on a still page without waiting', async () => {
    const { result } = renderHook(() => useRowFilled(() => false));
    await act(async () => {});
    expect(result.current).toBe(true);
  });

  it('keeps a row that arrives during a scroll empty until it has stayed a moment', async () => {
    const { result } = renderHook(() => useRowFilled(() => true));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SCROLL_PASS_MS - 20);
    });
    expect(result.current).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(40);
    });
    expect(result.current).toBe(true);
  });

  it('never fills a row the scroll carried away before then', async () => {
    const { result, unmount } = renderHook(() => useRowFilled(() => true));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SCROLL_PASS_MS / 2);
    });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    expect(result.current).toBe(false);
  });
});
