import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { placeholderSession, sessionQueryKey } from '@/features/account/api/get-session';
import type { Session } from '@/features/account/types';
import { createQueryClient } from '@/lib/query-client';

type RenderAppOptions = {
  /** Replaces the placeholder session; null means nobody is signed in; 'pending' never loads. */
  session?: Session | null | 'pending';
};

/** The real route table and providers, started at `path` in memory. */
export function renderApp(path: string, { session = placeholderSession }: RenderAppOptions = {}) {
  const queryClient = createQueryClient();
  if (session === 'pending') {
    queryClient.setQueryDefaults(sessionQueryKey, { queryFn: () => new Promise<never>(() => {}) });
  } else {
    queryClient.setQueryData(sessionQueryKey, session);
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient };
}

export function sessionWith(overrides: {
  user?: Partial<Session['user']>;
  subscription?: Partial<Session['subscription']>;
  betaFeatures?: Partial<Session['betaFeatures']>;
}): Session {
  return {
    user: { ...placeholderSession.user, ...overrides.user },
    subscription: { ...placeholderSession.subscription, ...overrides.subscription },
    betaFeatures: { ...placeholderSession.betaFeatures, ...overrides.betaFeatures },
  };
}
