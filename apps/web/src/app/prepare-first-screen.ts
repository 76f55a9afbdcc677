import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '@/features/account/api/get-session';
import { paths } from '@/config/paths';
import { patientsQueryOptions, UNFILTERED_PATIENTS } from '@/lib/api/get-patients';
import { EARLY_API_PATHS, EARLY_PAGE_READS, hasEarlyResponse } from '@/lib/early-responses';
import { loadRoutesOf } from './router';

/** How long the first render of a signed-in screen waits for what index.html began. */
const FIRST_SCREEN_WAIT_MS = 500;

/** What a first screen shows first, read into the cache from the answers index.html began. */
const FIRST_ANSWERS: Readonly<Record<string, (queryClient: QueryClient) => Promise<void>>> = {
  [paths.patients]: (queryClient) =>
    queryClient.prefetchInfiniteQuery(patientsQueryOptions(UNFILTERED_PATIENTS)),
};

/**
 * On a signed-in first screen index.html asked for the session, the page's first answer and
 * its code before the app arrived (decisions 0064, 0067), and they are usually there by the
 * time the app runs. Read into the cache and the route table before the first render, they let
 * that render draw the layout and the page as they will stay, in the slices of a transition.
 * Read after it, their arrival re-rendered the layout and the page at once, synchronously: one
 * long task. Slower than FIRST_SCREEN_WAIT_MS, they no longer hold the first screen back: it
 * shows its "Chargement…" as before.
 */
export async function prepareFirstScreen(queryClient: QueryClient, pathname: string) {
  if (!EARLY_API_PATHS.some(hasEarlyResponse)) return;
  let timer: number | undefined;
  await Promise.race([
    Promise.all([
      queryClient.prefetchQuery(sessionQueryOptions),
      EARLY_PAGE_READS[pathname]?.every(hasEarlyResponse)
        ? FIRST_ANSWERS[pathname]?.(queryClient)
        : undefined,
      // A route whose code fails to load here is loaded again by the router, which shows why.
      loadRoutesOf(pathname).catch(() => undefined),
    ]),
    new Promise<void>((resolve) => {
      timer = window.setTimeout(resolve, FIRST_SCREEN_WAIT_MS);
    }),
  ]);
  window.clearTimeout(timer);
}
