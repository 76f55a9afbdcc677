import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { sessionQueryKey } from '../api/get-session';
import type { MfaFactor, Session } from '../types';
import { i18n } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { sessionWith } from '@/test/render-app';

/** A signed-in, verified practitioner with the given second factors (component tests only). */
export function sessionWithFactors(factors: MfaFactor[], userId = 'user-1'): Session {
  return sessionWith({
    user: { id: userId },
    mfa: { factors },
    phoneNumber: factors.includes('phone') ? '+33612345678' : null,
  });
}

/** Shows where a navigation landed and the router state it carried. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </div>
  );
}

/**
 * Renders `ui` at `path` with a session already in the cache (null: signed out; 'pending':
 * never answers). Any other path renders a probe of the location, to check navigations.
 */
export function renderWithSession(
  ui: ReactNode,
  { session, path = '/patients' }: { session: Session | null | 'pending'; path?: string },
) {
  const queryClient = createQueryClient();
  if (session === 'pending') {
    queryClient.setQueryDefaults(sessionQueryKey, { queryFn: () => new Promise<never>(() => {}) });
  } else {
    queryClient.setQueryData(sessionQueryKey, session);
  }
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, router, queryClient };
}
