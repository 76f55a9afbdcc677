import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/features/account/api/get-session';
import { signedInSession } from '@/test/render-app';
import { PatientConsentsRoute } from './patient-consents-route';
import { PatientInjectionMappingRoute } from './patient-injection-mapping-route';
import { PatientPortalSettingsRoute } from './patient-portal-settings-route';
import { problemResponse } from '@/test/problem-response';

const patient = {
  id: 'patient-1',
  user_id: 'test-practitioner',
  prenom: 'Léa',
  nom: 'Roux',
  date_naissance: '1988-03-14',
  email: '',
  telephone: '',
  tags: [],
};

/** The server answers the patient (unless told not to) and fails every other read. */
function serve({ patientFails = false } = {}) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/api/v1/patients/patient-1') && !patientFails) {
      return new Response(JSON.stringify(patient), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    return problemResponse();
  });
}

function renderRoute(path: string, pattern: string, element: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, signedInSession);
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('pages of a patient record whose data could not be read', () => {
  it('injection mapping: a history that failed to load is not shown as empty', async () => {
    serve();
    renderRoute(
      '/patient/patient-1/injection-mapping',
      '/patient/:patientId/injection-mapping',
      <PatientInjectionMappingRoute />,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(
      screen.queryByText('Aucune séance enregistrée pour ce patient.'),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('consents: a patient that failed to load says so instead of loading for ever', async () => {
    serve({ patientFails: true });
    renderRoute(
      '/patient/patient-1/consents',
      '/patient/:patientId/consents',
      <PatientConsentsRoute />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erreur lors du chargement des patients',
    );
  });

  it('portal: a portal that failed to load says so instead of loading for ever', async () => {
    serve();
    renderRoute(
      '/patient/patient-1/portal',
      '/patient/:patientId/portal',
      <PatientPortalSettingsRoute />,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
