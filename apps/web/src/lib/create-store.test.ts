import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createStore, useStore } from './create-store';

describe('createStore', () => {
  it('computes a lazy initial value on the first read only', () => {
    const initial = vi.fn(() => 1);
    const store = createStore(initial);
    expect(initial).not.toHaveBeenCalled();
    expect(store.getState()).toBe(1);
    expect(store.getState()).toBe(1);
    expect(initial).toHaveBeenCalledTimes(1);
  });

  it('tells listeners about changes, not about updates that keep the value', () => {
    const store = createStore({ count: 0 });
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.setState((current) => current);
    expect(listener).not.toHaveBeenCalled();
    store.setState((current) => ({ count: current.count + 1 }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState()).toEqual({ count: 1 });
    stop();
    store.setState({ count: 5 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('follows the outside from the first subscriber to the last', () => {
    const stop = vi.fn();
    const follow = vi.fn(() => stop);
    const store = createStore(0, { follow });
    expect(follow).not.toHaveBeenCalled();
    const first = store.subscribe(() => {});
    const second = store.subscribe(() => {});
    expect(follow).toHaveBeenCalledTimes(1);
    first();
    expect(stop).not.toHaveBeenCalled();
    second();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('renders a component again when its selected part changes', () => {
    const store = createStore({ a: 1, b: 'x' });
    const selectA = (state: { a: number }) => state.a;
    const { result } = renderHook(() => useStore(store, selectA));
    expect(result.current).toBe(1);
    act(() => store.setState((current) => ({ ...current, a: 2 })));
    expect(result.current).toBe(2);
  });
});
