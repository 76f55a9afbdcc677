/**
 * Whether the public marketing pages (/landing, /pricing, /legal, /privacy, /terms, /cookies,
 * /help) exist in this deployment. The spec leaves the condition unnamed; we read it from the
 * build environment (VITE_HIDE_PUBLIC_PAGES=true hides them) rather than from the server at
 * run time, because the service worker serves a cached index.html that a server-injected
 * flag would never reach. Default: shown.
 */
export function publicPagesEnabled(): boolean {
  return import.meta.env.VITE_HIDE_PUBLIC_PAGES !== 'true';
}
