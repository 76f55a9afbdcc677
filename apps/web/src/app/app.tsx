import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { firstScreenCommitted } from '@/lib/first-paint';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

/** The query cache comes from main.tsx, which may have read the session into it already. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(createAppRouter);
  // Lets forms be sent: index.html holds a submit until the app can handle it. And what the
  // first screen does not draw may load once it is painted.
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
    firstScreenCommitted();
  }, []);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
