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

/**
 * What a first screen shows first, begun with the session when the address carries no filter:
 * the patients list waits for its first page, and asked by the page itself it left only after
 * the shell, the layout and the page had run (src/lib/api/get-patients.ts builds the same
 * address, which api-client.test.ts checks).
 */
export const EARLY_PAGE_READS: Readonly<Record<string, readonly string[]>> = {
  '/patients': ['/api/v1/patients?sort=created_desc&limit=100'],
};

type EarlyResponses = Record<string, Promise<Response> | undefined>;

function earlyResponses(): EarlyResponses | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, EarlyResponses | undefined>)[EARLY_RESPONSES_GLOBAL];
}

/**
 * The answer index.html began fetching for this path, once: later reads go to the network.
 */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const early = earlyResponses();
  const response = early?.[path];
  if (early && response) delete early[path];
  return response;
}

/** Whether index.html began fetching this path and nobody has taken the answer yet. */
export function hasEarlyResponse(path: string): boolean {
  return earlyResponses()?.[path] !== undefined;
}
