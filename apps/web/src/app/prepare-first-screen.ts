import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '@/features/account/api/get-session';
import { EARLY_API_PATHS, hasEarlyResponse } from '@/lib/early-responses';
import { loadRoutesOf } from './router';

/** How long the first render of a signed-in screen waits for its session and route code. */
const FIRST_SCREEN_WAIT_MS = 500;

/**
 * On a signed-in first screen index.html asked for the session and the page's code before the
 * app arrived (decision 0064), and both are usually there by the time the app runs. Read into
 * the cache and the route table before the first render, they let that render draw the layout
 * and the page, in the slices of a transition. Read after it, their arrival re-rendered the
 * layout and the page at once, synchronously: one long task. Slower than FIRST_SCREEN_WAIT_MS,
 * they no longer hold the first screen back: it shows its "Chargement…" as before.
 */
export async function prepareFirstScreen(queryClient: QueryClient, pathname: string) {
  if (!EARLY_API_PATHS.some(hasEarlyResponse)) return;
  let timer: number | undefined;
  await Promise.race([
    Promise.all([
      queryClient.prefetchQuery(sessionQueryOptions),
      // A route whose code fails to load here is loaded again by the router, which shows why.
      loadRoutesOf(pathname).catch(() => undefined),
    ]),
    new Promise<void>((resolve) => {
      timer = window.setTimeout(resolve, FIRST_SCREEN_WAIT_MS);
    }),
  ]);
  window.clearTimeout(timer);
}
