import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { problemResponse } from '@/test/problem-response';
import { ToxinTrackingCard } from './toxin-tracking-card';

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/patient/:id', element: <ToxinTrackingCard patientId="patient-1" allowed /> }],
    { initialEntries: ['/patient/patient-1'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('ToxinTrackingCard', () => {
  it('says a tracking that could not be read, keeps its link, and reads it again on demand', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(problemResponse());
    renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/\S/);
    expect(screen.getByRole('link')).toHaveAttribute(
      'href',
      expect.stringContaining('/patient/patient-1/'),
    );

    fetch.mockResolvedValueOnce(
      Response.json({ last_toxin_date: '2026-09-01', suggested_touch_up: '2026-12-01' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(/^Dernière séance de toxine/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
