import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import {
  authProvidersQueryOptions,
  type AuthProviders,
} from '@/features/account/api/get-auth-providers';
import { routes } from '@/app/router';
import { i18n } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';

/**
 * The markup of one public page as a first visit in French renders it, signed out: written
 * into that page's HTML at build time (build/prerendered-pages.ts), so the page paints before its
 * JavaScript has run, then hydrated by main.tsx (decision 0052).
 */
export async function renderPage(
  pathname: string,
  providers: AuthProviders = { google: false },
): Promise<string> {
  await i18n.changeLanguage('fr');
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect`);
  if (context.statusCode !== 200) throw new Error(`${pathname} rendered ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Waits for every lazy part (the header's theme menu...), so no boundary is left to the
  // client to draw.
  const queryClient = createQueryClient();
  queryClient.setQueryData(authProvidersQueryOptions.queryKey, providers);
  try {
    const { prelude } = await prerenderToNodeStream(
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>,
      // A finished boundary larger than this is written apart, hidden, and shown by an inline
      // script in React's next reveal batch (after a frame and a throttle): the page's main part
      // painted late and its LCP waited for it. Nothing streams here, so every boundary inline.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return await text(prelude);
  } finally {
    // The session query's garbage-collection timer would keep the build alive for minutes.
    queryClient.clear();
  }
}
