import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { firstScreenCommitted } from '@/lib/first-paint';
import { AppProvider } from './provider';
import { useRouterReady } from './router-ready';
import { PageLoading } from './routes/page-loading';

/**
 * The query cache and the router come from main.tsx, which may have read the session into the
 * one and the page's code into the other already.
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: DataRouter }) {
  const routerReady = useRouterReady(router);
  // Lets forms be sent: index.html holds a submit until the app can handle it. And what the
  // first screen does not draw may load once it is painted.
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
    firstScreenCommitted();
  }, []);
  return (
    <AppProvider queryClient={queryClient}>
      {routerReady ? <RouterProvider router={router} /> : <PageLoading />}
    </AppProvider>
  );
}
