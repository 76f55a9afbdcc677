// Code that the first screen does not draw (a menu's code, the settings' schemas, the event
// stream) waits until that screen is painted: fetched and evaluated before it, it held the
// paint back on a phone's processor (decision 0083). Outside a page load (tests, a later
// navigation) nothing is held.

type Gate = { readonly opened: Promise<void>; readonly open: () => void };

let gate: Gate | null = null;

/** The longest the gate stays closed, should the first render never be committed. */
export const FIRST_PAINT_MAX_WAIT_MS = 3_000;

/** Called once before the app's first render: afterFirstPaint then waits for its paint. */
export function holdUntilFirstPaint(): void {
  if (gate) return;
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  gate = { opened, open };
  window.setTimeout(open, FIRST_PAINT_MAX_WAIT_MS);
}

/** The longest the gate waits, once the first render is painted, for the browser to be idle. */
const IDLE_WAIT_MS = 500;

/**
 * Called when the first render is committed: the gate opens once the frame that shows it is
 * drawn and the browser is idle. A task queued from a frame callback runs after that frame's
 * paint, but the screen shows it later still (raster, compositing): the first idle moment
 * comes after that. Safari has no idle callback: it opens after the paint.
 */
export function firstScreenCommitted(): void {
  const current = gate;
  if (!current) return;
  window.requestAnimationFrame(() =>
    window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(current.open, { timeout: IDLE_WAIT_MS });
      } else current.open();
    }, 0),
  );
}

/** Resolves once the first screen is painted, or at once when none is being drawn. */
export function afterFirstPaint(): Promise<void> {
  return gate?.opened ?? Promise.resolve();
}
