import { lazy, type ComponentType } from 'react';

/** The longest wait before a failed load is tried again while the browser says it is online. */
export const LOAD_RETRY_MAX_MS = 60_000;

/**
 * Loads code that the page can do without for a while (decision 0071): the background hosts
 * load after the first screen, possibly once the connection is gone, or after a deploy replaced
 * their files. A failed load then must not fail the page: the promise stays pending and the load
 * is tried again when the browser comes back online, and at the latest after a minute.
 */
export function loadWhenPossible<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve) => {
    let delay = 5_000;
    const attempt = () => {
      load().then(resolve, () => {
        const retry = () => {
          window.removeEventListener('online', retry);
          window.clearTimeout(timer);
          attempt();
        };
        window.addEventListener('online', retry);
        const timer = window.setTimeout(retry, delay);
        delay = Math.min(delay * 2, LOAD_RETRY_MAX_MS);
      });
    };
    attempt();
  });
}

/**
 * Loads the code a navigation needs (a route's page): a load that fails while the browser is
 * offline waits for the connection and is tried again, so the navigation goes on by itself
 * (spec 02 §4.9) instead of showing the route's error page. Online, a failure is real (a
 * deploy replaced the file) and goes to that page, whose reload fetches the new build.
 */
export async function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (navigator.onLine !== false) throw error;
      await new Promise<void>((resolve) =>
        window.addEventListener('online', () => resolve(), { once: true }),
      );
    }
  }
}

/**
 * A lazy component whose code loads through loadWhenPossible: while it cannot load, its
 * Suspense fallback stays instead of the route's error page. `pick` names the export.
 */
export function lazyWhenPossible<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  return lazy(() => loadWhenPossible(load).then((module) => ({ default: pick(module) })));
}
