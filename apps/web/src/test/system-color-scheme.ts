import { vi } from 'vitest';

type Listener = (event: MediaQueryListEvent) => void;

/** A controllable prefers-color-scheme: dark; returns the function that flips it. */
export function mockSystemColorScheme(initiallyDark: boolean): (nextDark: boolean) => void {
  let dark = initiallyDark;
  const listeners = new Set<Listener>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query.includes('dark') ? dark : false;
        },
        media: query,
        addEventListener: (_: string, listener: Listener) => listeners.add(listener),
        removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return (nextDark: boolean) => {
    dark = nextDark;
    for (const listener of listeners) listener({ matches: nextDark } as MediaQueryListEvent);
  };
}
