import type { InjectionSessionRecord } from '@photodossier/domain/injections';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PatientInjectionMappingRoute } from './patient-injection-mapping-route';

const session = (id: string, date: string): InjectionSessionRecord => ({
  id,
  patient_id: 'patient-1',
  date,
  chart: { kind: 'face' },
  notes: '',
  points: [],
  created_at: `${date}T10:00:00.000Z`,
  updated_at: `${date}T10:00:00.000Z`,
});
const sessions = [session('session-2', '2026-10-05'), session('session-1', '2026-06-02')];

function json(body: unknown) {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

function serve() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/injection-sessions')) {
      return json({
        items: sessions.map((item) => ({
          id: item.id,
          date: item.date,
          point_count: 0,
          has_toxin: false,
          products: [],
        })),
      });
    }
    const opened = sessions.find((item) => url.endsWith(`/injection-sessions/${item.id}`));
    if (opened) return json(opened);
    return json({ id: 'patient-1', prenom: 'Léa', nom: 'Roux', date_naissance: '', email: '' });
  });
}

function renderRoute(search: string) {
  const router = createMemoryRouter(
    [{ path: '/patient/:patientId/injection-mapping', element: <PatientInjectionMappingRoute /> }],
    { initialEntries: [`/patient/patient-1/injection-mapping${search}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('patient injection mapping', () => {
  it('marks the open session in the history, for the eye and for a screen reader', async () => {
    serve();
    renderRoute('?session=session-1');
    await screen.findByLabelText('Notes de la séance');
    const [october, june] = await screen.findAllByTestId('injection-history-item');
    expect(june).toHaveAttribute('aria-current', 'true');
    expect(june).toHaveClass('border-l-4', 'border-primary');
    expect(october).not.toHaveAttribute('aria-current');
    expect(october).not.toHaveClass('border-primary');
  });

  it('asks before a session with unsaved changes is left for another', async () => {
    serve();
    const router = createMemoryRouter(
      [
        {
          path: '/patient/:patientId/injection-mapping',
          element: <PatientInjectionMappingRoute />,
        },
      ],
      { initialEntries: ['/patient/patient-1/injection-mapping?session=session-1'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const notes = await screen.findByLabelText('Notes de la séance');
    fireEvent.change(notes, { target: { value: 'Ptosis à surveiller' } });
    fireEvent.click(await screen.findByRole('button', { name: /5 octobre 2026/ }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(router.state.location.search).toBe('?session=session-1');
    expect(screen.getByLabelText('Notes de la séance')).toHaveValue('Ptosis à surveiller');

    fireEvent.click(screen.getByRole('button', { name: /5 octobre 2026/ }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Abandonner les modifications',
      }),
    );
    expect(router.state.location.search).toBe('?session=session-2');
  });
});
