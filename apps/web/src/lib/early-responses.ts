// No imports: build/first-screen-preloads.ts reads these names when it writes index.html.

/** What every API call accepts: a JSON answer, or a problem. */
export const API_ACCEPT = 'application/json, application/problem+json';

/** The window property where index.html leaves the answers it began fetching. */
export const EARLY_RESPONSES_GLOBAL = '__photodossierEarlyResponses';

/**
 * The GET requests index.html starts on a signed-in first screen, before the app's code has
 * arrived: the session decides everything the page shows, so waiting for the shell to ask for
 * it would cost the first screen one more round trip (decision 0064).
 */
export const EARLY_API_PATHS = ['/api/v1/account/session'] as const;

type EarlyResponses = Record<string, Promise<Response> | undefined>;

/**
 * The answer index.html began fetching for this path, once: later reads go to the network.
 */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = (window as unknown as Record<string, EarlyResponses | undefined>)[
    EARLY_RESPONSES_GLOBAL
  ];
  const response = early?.[path];
  if (early && response) delete early[path];
  return response;
}
