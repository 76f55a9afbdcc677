import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useHiddenMedia } from './hidden-media';

describe('useHiddenMedia', () => {
  it('hides moved media from the view they left and shows them where they went', () => {
    const { result } = renderHook(() => useHiddenMedia());
    act(() => result.current.hide('active', ['a'], 'trash'));
    expect(result.current.isHidden('active', 'a')).toBe(true);
    expect(result.current.isHidden('trash', 'a')).toBe(false);
    act(() => result.current.hide('trash', ['a'], 'active'));
    expect(result.current.isHidden('trash', 'a')).toBe(true);
    expect(result.current.isHidden('active', 'a')).toBe(false);
  });

  it('forgets everything every 5 minutes', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useHiddenMedia());
    act(() => result.current.hide('trash', ['a', 'b']));
    act(() => vi.advanceTimersByTime(299_999));
    expect(result.current.isHidden('trash', 'a')).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.isHidden('trash', 'a')).toBe(false);
    expect(result.current.isHidden('trash', 'b')).toBe(false);
  });
});
