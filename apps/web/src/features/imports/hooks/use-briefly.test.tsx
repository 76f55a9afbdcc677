import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBriefly } from './use-briefly';

describe('useBriefly', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows for the given time after the condition turns true, then clears', () => {
    const { result, rerender } = renderHook(({ done }) => useBriefly(done, 2000), {
      initialProps: { done: false },
    });
    expect(result.current).toBe(false);
    rerender({ done: true });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('stays hidden when the condition was already true when mounted', () => {
    const { result } = renderHook(() => useBriefly(true, 2000));
    expect(result.current).toBe(false);
  });
});
