import type { PatientRecord } from '@photodossier/domain/patient';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { i18n } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { ThemeProvider } from '@/lib/theme/theme-provider';

export function patientRecord(overrides: Partial<PatientRecord> = {}): PatientRecord {
  return {
    id: 'p-1',
    nom: 'Dupont',
    prenom: 'Marie',
    date_naissance: '',
    email: '',
    telephone: '',
    tags: [],
    sexe: '',
    adresse: '',
    commentaire: '',
    cote_affecte: '',
    created_at: '2026-01-10T09:00:00.000Z',
    updated_at: '2026-01-10T09:00:00.000Z',
    photo_count: 0,
    cover_photo_id: null,
    ...overrides,
  };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': status < 400 ? 'application/json' : 'application/problem+json',
    },
  });
}

export type ApiCall = { method: string; url: URL; body: unknown };
type Handler = (call: ApiCall) => Response | Promise<Response>;

/** Answers the app's fetches with `handler` and records every call. */
export function stubApi(handler: Handler): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const call: ApiCall = {
        method: init?.method ?? 'GET',
        url: new URL(input, 'http://localhost'),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return handler(call);
    }),
  );
  return calls;
}

/** The feature's pages in a memory router with the providers they rely on. */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  { retry = true }: { retry?: boolean } = {},
) {
  const queryClient = createQueryClient();
  // Failure tests need not wait for the app's three retries.
  if (!retry) queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <RouterProvider router={router} />
          <Toaster />
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, router, queryClient };
}
