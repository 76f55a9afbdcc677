import { useCallback, useSyncExternalStore } from 'react';

/**
 * One shape for the app's small shared states (dialog requests, the import engine, uploads, the
 * PIN lock...): what lives outside React because several trees, or code that runs outside
 * React, read and write it. Creating a store runs nothing: the initial value can be a function,
 * called on the first read, so a module that only imports a store reads no storage and starts
 * no listener (decision 0037).
 */
export interface Store<T> {
  getState(): T;
  /** Listeners hear only real changes: an update that returns the same value is dropped. */
  setState(update: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

export type StoreOptions<T> = {
  /**
   * What keeps the store in step with the outside (another tab's storage event...): started
   * when the first component subscribes, stopped when the last one leaves.
   */
  follow?: (store: Store<T>) => () => void;
};

export function createStore<T>(initial: T | (() => T), options: StoreOptions<T> = {}): Store<T> {
  let state: { value: T } | null = typeof initial === 'function' ? null : { value: initial };
  const listeners = new Set<() => void>();
  let stopFollowing: (() => void) | null = null;

  function getState(): T {
    state ??= { value: (initial as () => T)() };
    return state.value;
  }

  const store: Store<T> = {
    getState,
    setState(update) {
      const current = getState();
      const next = typeof update === 'function' ? (update as (current: T) => T)(current) : update;
      if (Object.is(next, current)) return;
      state = { value: next };
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && options.follow) stopFollowing = options.follow(store);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0 || !stopFollowing) return;
        stopFollowing();
        stopFollowing = null;
      };
    },
  };
  return store;
}

/**
 * Reads a store in a component; the selector picks a part so the component renders again only
 * when that part changes. It must return a stored value or a primitive, not a new object per
 * call (useSyncExternalStore would loop): derive objects with useMemo in the component.
 */
export function useStore<T>(store: Store<T>): T;
export function useStore<T, S>(store: Store<T>, selector: (state: T) => S): S;
export function useStore<T, S>(store: Store<T>, selector?: (state: T) => S): T | S {
  const read = useCallback(
    () => (selector ? selector(store.getState()) : store.getState()),
    [store, selector],
  );
  return useSyncExternalStore(store.subscribe, read, read);
}
