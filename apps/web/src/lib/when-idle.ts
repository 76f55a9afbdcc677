/**
 * Runs `run` once the browser has nothing more urgent to do (after the first screen, between
 * frames), at the latest after `timeout` ms. Returns a cancel function. Safari has no
 * requestIdleCallback: it gets a task after the timeout instead.
 */
export function whenIdle(run: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, timeout);
  return () => window.clearTimeout(handle);
}
