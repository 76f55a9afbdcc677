import { useEffect, useState } from 'react';

/** Typing in a search box is followed after this pause, not on every key. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The value once it has stopped changing for `delay` ms: the app's one debounce. */
export function useDebouncedValue<T>(value: T, delay: number = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
