import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { problemResponse } from '@/test/problem-response';
import { PatientPortalPage } from './patient-portal-page';

function renderPortal() {
  const router = createMemoryRouter(
    [{ path: '/patient-portal/:token', element: <PatientPortalPage /> }],
    { initialEntries: [`/patient-portal/${'a'.repeat(43)}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('patient portal page', () => {
  it('tells the patient a link that is gone is gone', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(problemResponse(404, 'portal.not_found'));
    renderPortal();
    expect(await screen.findByTestId('portal-unavailable')).toBeInTheDocument();
  });

  it('offers to try again when the server failed, instead of calling the link gone', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(problemResponse(500));
    renderPortal();
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.queryByTestId('portal-unavailable')).not.toBeInTheDocument();
  });
});
