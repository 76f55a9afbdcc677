import type { PatientRecord } from '@photodossier/domain/patient';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pinnedPatientsStorageKey } from '../hooks/use-pinned-patients';
import { json, patientRecord, renderRoutes, stubApi, type ApiCall } from '../test-support';
import { PatientsBrowser } from './patients-browser';

const marie = patientRecord({
  id: 'p-marie',
  prenom: 'Marie',
  nom: 'Dupont',
  date_naissance: '1985-04-12',
  photo_count: 3,
  tags: ['botox'],
});
const jean = patientRecord({ id: 'p-jean', prenom: 'Jean', nom: 'Martin', photo_count: 1 });
const lea = patientRecord({ id: 'p-lea', prenom: 'Léa', nom: 'Bernard' });
const everyone = [marie, jean, lea];

function answer(call: ApiCall, patients: PatientRecord[]) {
  const { pathname, searchParams } = call.url;
  if (pathname === '/api/v1/tags') {
    return json({
      items: [{ id: 't-1', kind: 'patient', name: 'botox', created_at: '2026-01-01T00:00:00Z' }],
    });
  }
  if (pathname === '/api/v1/patients') {
    const search = (searchParams.get('search') ?? '').toLowerCase();
    const items = patients.filter((patient) =>
      [`${patient.prenom} ${patient.nom}`, `${patient.nom} ${patient.prenom}`].some((name) =>
        name.toLowerCase().includes(search),
      ),
    );
    return json({ items, nextCursor: null, total: items.length });
  }
  const patient = patients.find((item) => pathname === `/api/v1/patients/${item.id}`);
  return patient ? json(patient) : json({ code: 'request.not_found', status: 404 }, 404);
}

function renderBrowser(userId = 'user-1', path = '/patients/list') {
  return renderRoutes(
    [{ path: '/patients/list', element: <PatientsBrowser view="list" userId={userId} /> }],
    path,
    { retry: false },
  );
}

function rowNames() {
  return screen
    .getAllByTestId('patient-row')
    .map((row) => within(row).getByRole('link').textContent);
}

beforeEach(() => {
  // Only the clock is fixed (ages); the search debounce runs on real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T12:00:00Z'));
});

afterEach(() => vi.unstubAllGlobals());

describe('PatientsBrowser', () => {
  it('lists the patients with their age and photo count, newest first by default', async () => {
    const calls = stubApi((call) => answer(call, everyone));
    renderBrowser();

    expect(await screen.findByText('3 patients')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Marie Dupont', 'Jean Martin', 'Léa Bernard']);
    const row = screen.getAllByTestId('patient-row')[0]!;
    expect(row).toHaveTextContent('41 ans');
    expect(row).toHaveTextContent('3 photos');
    const list = calls.find((call) => call.url.pathname === '/api/v1/patients');
    expect(list?.url.searchParams.get('sort')).toBe('created_desc');
  });

  it('asks the server for the typed search once typing pauses, and keeps it in the address', async () => {
    const calls = stubApi((call) => answer(call, everyone));
    const user = userEvent.setup();
    const { router } = renderBrowser();
    await screen.findByText('3 patients');

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un patient' }), 'DUPONT m');

    const searches = () =>
      calls
        .filter((call) => call.url.pathname === '/api/v1/patients')
        .map((call) => call.url.searchParams.get('search'));
    await waitFor(() => expect(searches().at(-1)).toBe('DUPONT m'));
    await waitFor(() => expect(rowNames()).toEqual(['Marie Dupont']));
    // Typing pauses, not keystrokes, reach the server (a busy machine may pause mid-word).
    expect(searches().length).toBeLessThan(1 + 'DUPONT m'.length);
    expect(router.state.location.search).toBe('?q=DUPONT+m');
    expect(screen.getByRole('link', { name: 'Galerie' })).toHaveAttribute(
      'href',
      '/patients/gallery?q=DUPONT+m',
    );
  });

  it('sends the tag chosen in the filter', async () => {
    const calls = stubApi((call) => answer(call, everyone));
    const user = userEvent.setup();
    renderBrowser();
    await screen.findByText('3 patients');
    await screen.findByRole('option', { name: 'botox' });

    await user.selectOptions(screen.getByLabelText('Filtrer par tag'), 'botox');

    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('tag')).toBe('botox'));
  });

  it('carries a filter chosen while the next view still loads into that view', async () => {
    const calls = stubApi((call) => answer(call, everyone));
    const user = userEvent.setup();
    let showGallery: () => void = () => undefined;
    const galleryCode = new Promise<void>((resolve) => {
      showGallery = resolve;
    });
    const { router } = renderRoutes(
      [
        { path: '/patients/list', element: <PatientsBrowser view="list" userId="user-1" /> },
        {
          path: '/patients/gallery',
          lazy: async () => {
            await galleryCode;
            return { element: <PatientsBrowser view="gallery" userId="user-1" /> };
          },
        },
      ],
      '/patients/list',
      { retry: false },
    );
    await screen.findByText('3 patients');
    await screen.findByRole('option', { name: 'botox' });

    await user.click(screen.getByRole('link', { name: 'Galerie' }));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    await user.selectOptions(screen.getByLabelText('Filtrer par tag'), 'botox');
    showGallery();

    await waitFor(() => expect(router.state.location.pathname).toBe('/patients/gallery'));
    expect(router.state.location.search).toBe('?tag=botox');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('tag')).toBe('botox'));
    // The switch stays one step back from the list, as a plain view switch does.
    act(() => void router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/patients/list'));
  });

  it('puts a pinned patient first, marked, for this user only', async () => {
    stubApi((call) => answer(call, everyone));
    const user = userEvent.setup();
    const first = renderBrowser('user-1');
    await screen.findByText('3 patients');

    const pin = screen.getByRole('button', { name: 'Épingler Léa Bernard' });
    expect(pin).toHaveAttribute('aria-pressed', 'false');
    await user.click(pin);

    await waitFor(() => expect(rowNames()).toEqual(['Léa Bernard', 'Marie Dupont', 'Jean Martin']));
    expect(screen.getByRole('button', { name: 'Désépingler Léa Bernard' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(localStorage.getItem(pinnedPatientsStorageKey('user-1'))).toBe('["p-lea"]');

    first.unmount();
    renderBrowser('user-2');
    await screen.findByText('3 patients');
    expect(rowNames()).toEqual(['Marie Dupont', 'Jean Martin', 'Léa Bernard']);
    expect(screen.getByRole('button', { name: 'Épingler Léa Bernard' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('keeps a pinned patient out of a search it does not match', async () => {
    localStorage.setItem(pinnedPatientsStorageKey('user-1'), '["p-lea"]');
    stubApi((call) => answer(call, everyone));
    renderBrowser('user-1', '/patients/list?q=martin');

    await screen.findByText('1 patient');
    expect(rowNames()).toEqual(['Jean Martin']);
  });

  it('says when nothing matches, and when there is no patient yet', async () => {
    stubApi((call) => answer(call, []));
    renderBrowser('user-1', '/patients/list?q=zzz');
    expect(
      await screen.findByText('Aucun patient ne correspond à cette recherche.'),
    ).toBeInTheDocument();
  });

  it("shows the spec's text when the patients cannot be loaded", async () => {
    stubApi((call) =>
      call.url.pathname === '/api/v1/patients'
        ? json({ code: 'request.internal', status: 500 }, 500)
        : answer(call, everyone),
    );
    renderBrowser();
    expect(await screen.findByText('Erreur lors du chargement des patients')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
