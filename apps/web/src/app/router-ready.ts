import { useSyncExternalStore } from 'react';
import type { DataRouter } from 'react-router';

/**
 * Resolves once the router has the code of the routes matching its first address, so its
 * first render is the page itself rather than the loading fallback: what hydrating a
 * prerendered page needs (decision 0052).
 */
export function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => routerReadyListener(router, resolve));
}

/**
 * Whether the router has the code of its first address's routes. RouterProvider reads the
 * router's state when it first renders and subscribes only once committed. A change the router
 * makes with nobody subscribed is kept for its first subscriber, but one made while another
 * listener (routerReady still waiting after the first screen gave up on it) is subscribed is
 * not: arriving during a first render that yields to the browser, the code was lost to
 * RouterProvider and the loading screen stayed for good. Mounted once this is true,
 * RouterProvider starts from the router's first state as it will stay. This stops listening
 * once ready, so it never becomes such a listener itself.
 */
export function useRouterReady(router: DataRouter): boolean {
  const isReady = () => router.state.initialized;
  return useSyncExternalStore(
    (onChange) => (isReady() ? () => undefined : routerReadyListener(router, onChange)),
    isReady,
    // Hydrating a prerendered page (main.tsx waits for the router before it hydrates).
    isReady,
  );
}

function routerReadyListener(router: DataRouter, onReady: () => void): () => void {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    onReady();
  });
  return stop;
}
