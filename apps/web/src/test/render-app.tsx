import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { usableFeatures } from '@photodossier/domain/plan-access';
import type { SubscriptionRecord } from '@photodossier/domain/subscription-record';
import { sessionQueryKey } from '@/features/account/api/get-session';
import { subscriptionQueryKey } from '@/features/billing/api/get-subscription';
import type { Session } from '@/features/account/types';
import { createQueryClient } from '@/lib/query-client';

/** A verified practitioner on the free plan, no beta feature, no second factor. */
export const signedInSession: Session = {
  user: {
    id: 'test-practitioner',
    name: 'Praticien Test',
    email: 'praticien@photodossier.test',
    emailVerified: true,
    signInMethod: 'password',
    isAdmin: false,
    image: null,
  },
  subscription: { planId: 'decouverte', status: 'inactive' },
  betaFeatures: { dictaphone: false, operationReports: false },
  mfa: { factors: [] },
  phoneNumber: null,
};

type RenderAppOptions = {
  /** Replaces the signed-in session; null means nobody is signed in; 'pending' never loads. */
  session?: Session | null | 'pending';
  /** The live subscription; by default the session's plan, without Stripe. */
  subscription?: SubscriptionRecord | 'pending';
};

/** The record GET /api/v1/billing/subscription answers for a plan state. */
export function subscriptionRecordFor(
  state: Session['subscription'],
  overrides: Partial<SubscriptionRecord> = {},
): SubscriptionRecord {
  return {
    planId: state.planId,
    status: state.status,
    isYearly: false,
    currentPeriodEnd: null,
    stripeCustomerId: null,
    error: null,
    features: usableFeatures(state),
    stripeEnabled: false,
    ...overrides,
  };
}

/** The real route table and providers, started at `path` in memory. */
export function renderApp(
  path: string,
  { session = signedInSession, subscription }: RenderAppOptions = {},
) {
  const queryClient = createQueryClient();
  if (session === 'pending') {
    queryClient.setQueryDefaults(sessionQueryKey, { queryFn: () => new Promise<never>(() => {}) });
  } else {
    queryClient.setQueryData(sessionQueryKey, session);
  }
  if (subscription === 'pending') {
    queryClient.setQueryDefaults(subscriptionQueryKey, {
      queryFn: () => new Promise<never>(() => {}),
    });
  } else if (subscription) {
    queryClient.setQueryData(subscriptionQueryKey, subscription);
  } else if (session && session !== 'pending') {
    queryClient.setQueryData(subscriptionQueryKey, subscriptionRecordFor(session.subscription));
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
  mfa?: Partial<Session['mfa']>;
  phoneNumber?: Session['phoneNumber'];
}): Session {
  return {
    user: { ...signedInSession.user, ...overrides.user },
    subscription: { ...signedInSession.subscription, ...overrides.subscription },
    betaFeatures: { ...signedInSession.betaFeatures, ...overrides.betaFeatures },
    mfa: { ...signedInSession.mfa, ...overrides.mfa },
    phoneNumber:
      overrides.phoneNumber === undefined ? signedInSession.phoneNumber : overrides.phoneNumber,
  };
}

/**
 * How long to wait for what a lazily loaded route draws. The first load of a route in a fresh
 * test process transforms its modules on the fly: seconds on a loaded machine, more than
 * findBy's default second.
 */
export const LAZY_ROUTE_WAIT = { timeout: 10_000 };

/** Waits for a page of the app (its `page-…` test id), which the router loads lazily. */
export function findPage(testId: string): Promise<HTMLElement> {
  return screen.findByTestId(testId, {}, LAZY_ROUTE_WAIT);
}
