import type {
  StorageMediaItem,
  StorageMediaPage,
  TrashedPatientRecord,
  TrashedPatientsPage,
} from '@photodossier/domain/storage-media';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { expectToastShown } from '@/test/toasts';
import { createQueryClient } from '@/lib/query-client';
import { ThemeProvider } from '@/lib/theme/theme-provider';
import { TrashPage } from './trash-page';

const MB = 1024 ** 2;

function mediaItem(overrides: Partial<StorageMediaItem> = {}): StorageMediaItem {
  return {
    id: 'ph-1',
    media_type: 'image',
    file_size: 2.5 * MB,
    filename: 'Lea_Martin_front_ph1.jpg',
    patient_id: 'p-1',
    patient_name: 'Léa Martin',
    date_prise: '2026-03-01T10:00:00.000Z',
    created_at: '2026-03-01T10:00:00.000Z',
    duration: null,
    thumbnail_url: '/api/v1/photos/ph-1/thumbnail',
    is_deleted: true,
    deleted_at: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

function trashedPatient(overrides: Partial<TrashedPatientRecord> = {}): TrashedPatientRecord {
  return {
    id: 'p-9',
    nom: 'Durand',
    prenom: 'Paul',
    date_naissance: '1979-06-05',
    email: '',
    telephone: '',
    tags: [],
    sexe: '',
    adresse: '',
    commentaire: '',
    cote_affecte: '',
    created_at: '2026-01-10T09:00:00.000Z',
    updated_at: '2026-11-21T09:00:00.000Z',
    photo_count: 3,
    cover_photo_id: null,
    deleted_at: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': status < 400 ? 'application/json' : 'application/problem+json',
    },
  });
}

type Call = { method: string; path: string; body: unknown };

/** A small in-memory trash answering the page's calls the way the server does. */
function serveTrash(initial: { media: StorageMediaItem[]; patients: TrashedPatientRecord[] }) {
  let media = [...initial.media];
  let patients = [...initial.patients];
  const calls: Call[] = [];
  const failures = new Set<string>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname + url.search, body });
      const key = `${method} ${url.pathname}`;
      if (failures.has(key)) return json({ code: 'request.internal' }, 500);
      if (key === 'GET /api/v1/storage/media') {
        expect(url.searchParams.get('view')).toBe('trash');
        const page: StorageMediaPage = {
          items: media,
          nextCursor: null,
          total_count: media.length,
          total_size: media.reduce((sum, item) => sum + item.file_size, 0),
        };
        return json(page);
      }
      if (key === 'GET /api/v1/trash/patients') {
        const page: TrashedPatientsPage = {
          items: patients,
          nextCursor: null,
          total: patients.length,
        };
        return json(page);
      }
      if (key === 'POST /api/v1/trash/photos/restore') {
        const { ids } = body as { ids: string[] };
        media = media.filter((item) => !ids.includes(item.id));
        return json({ restored: ids.length, ids });
      }
      if (key === 'POST /api/v1/trash/photos/delete') {
        const { ids } = body as { ids: string[] };
        media = media.filter((item) => !ids.includes(item.id));
        return json({ photos: ids.length, patients: 0, drive_files: 0, freed_bytes: 0 });
      }
      if (key === 'POST /api/v1/trash/empty') {
        const count = media.length;
        media = [];
        return json({ photos: count, patients: 0, drive_files: 0, freed_bytes: 0 });
      }
      const restorePatient = /^POST \/api\/v1\/trash\/patients\/([^/]+)\/restore$/.exec(key);
      if (restorePatient) {
        patients = patients.filter((patient) => patient.id !== restorePatient[1]);
        return new Response(null, { status: 204 });
      }
      const erasePatient = /^DELETE \/api\/v1\/trash\/patients\/([^/]+)$/.exec(key);
      if (erasePatient) {
        const erased = patients.find((patient) => patient.id === erasePatient[1]);
        patients = patients.filter((patient) => patient.id !== erasePatient[1]);
        return json({
          photos: erased?.photo_count ?? 0,
          patients: 1,
          drive_files: 0,
          freed_bytes: 0,
        });
      }
      return json({ code: 'request.not_found' }, 404);
    }),
  );
  return { calls, failures };
}

function renderTrash(path = '/trash') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter([{ path: '/trash', element: <TrashPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <RouterProvider router={router} />
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  // Toasts live in sonner's module state: one test's must not answer the next one's queries.
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('trash page', () => {
  it('lists the trashed photos with their patient, deletion date and size, and counts both parts', async () => {
    serveTrash({
      media: [
        mediaItem(),
        mediaItem({
          id: 'ph-2',
          media_type: 'video',
          filename: 'clip.mp4',
          patient_id: null,
          patient_name: null,
          duration: 75,
          file_size: 40 * MB,
        }),
      ],
      patients: [trashedPatient()],
    });
    renderTrash();
    expect(await screen.findByRole('heading', { level: 1, name: 'Corbeille' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Photos et vidéos dans la corbeille' });
    const rows = within(list).getAllByTestId('trashed-media-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Lea_Martin_front_ph1.jpg');
    expect(rows[0]).toHaveTextContent('Léa Martin');
    expect(rows[0]).toHaveTextContent('Supprimé le 20/11/2026');
    expect(rows[0]).toHaveTextContent('2,5 Mo');
    expect(rows[1]).toHaveTextContent('Non assigné');
    expect(rows[1]).toHaveTextContent('Vidéo');
    expect(rows[1]).toHaveTextContent('1:15');
    expect(screen.getByTestId('trashed-media-toolbar')).toHaveTextContent('2 fichiers • 42,5 Mo');
    await waitFor(() => expect(screen.getByTestId('trash-tab-patients')).toHaveTextContent('1'));
    expect(screen.getByRole('tab', { name: /Photos et vidéos/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('restores a selection and says "Fichiers restaurés"', async () => {
    const { calls } = serveTrash({
      media: [mediaItem(), mediaItem({ id: 'ph-2', filename: 'b.jpg' })],
      patients: [],
    });
    renderTrash();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Sélectionner b.jpg' }));
    expect(screen.getByTestId('trashed-media-toolbar')).toHaveTextContent('1 sélectionné • 2,5 Mo');
    await user.click(screen.getByRole('button', { name: 'Restaurer' }));
    await expectToastShown('Fichiers restaurés');
    expect(screen.getByText('1 fichier(s) restauré(s) avec succès')).toBeVisible();
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/v1/trash/photos/restore',
      body: { ids: ['ph-2'] },
    });
    await waitFor(() => expect(screen.getAllByTestId('trashed-media-row')).toHaveLength(1));
  });

  it('deletes one photo for good after a confirmation and reports what went', async () => {
    const { calls } = serveTrash({ media: [mediaItem()], patients: [] });
    renderTrash();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', {
        name: 'Supprimer définitivement Lea_Martin_front_ph1.jpg',
      }),
    );
    const dialog = screen.getByRole('alertdialog', {
      name: 'Supprimer définitivement ce fichier\u00a0?',
    });
    expect(dialog).toHaveTextContent('libéreront 2,5 Mo');
    expect(calls.some((call) => call.path === '/api/v1/trash/photos/delete')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    await expectToastShown('Éléments supprimés');
    expect(screen.getByText('1 photo(s) supprimé(s) définitivement')).toBeVisible();
    expect(await screen.findByText('Aucun fichier dans la corbeille')).toBeVisible();
  });

  it('empties the trash only once the slider reached the end', async () => {
    const { calls } = serveTrash({
      media: [mediaItem(), mediaItem({ id: 'ph-2' }), mediaItem({ id: 'ph-3' })],
      patients: [],
    });
    renderTrash();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Vider la corbeille' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Vider la corbeille\u00a0?' });
    expect(dialog).toHaveTextContent('3 fichiers seront supprimés définitivement.');
    expect(dialog).toHaveTextContent('Cette action est irréversible.');
    const slider = within(dialog).getByRole('slider', { name: 'Glissez pour vider la corbeille' });
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(calls.some((call) => call.path === '/api/v1/trash/empty')).toBe(false);
    await user.keyboard('{End}');
    expect(within(dialog).getByText('Vidage en cours...')).toBeInTheDocument();
    await expectToastShown('Corbeille vidée');
    await expectToastShown('Tous les éléments ont été supprimés définitivement');
    expect(calls.filter((call) => call.path === '/api/v1/trash/empty')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByText('Aucun fichier dans la corbeille')).toBeVisible();
  });

  it('shows the error toast when a restore fails, and keeps the item', async () => {
    const { failures } = serveTrash({ media: [mediaItem()], patients: [] });
    failures.add('POST /api/v1/trash/photos/restore');
    renderTrash();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Restaurer Lea_Martin_front_ph1.jpg' }),
    );
    await expectToastShown('Impossible de restaurer les fichiers');
    expect(screen.getAllByTestId('trashed-media-row')).toHaveLength(1);
  });

  it('restores a patient from the Patients tab', async () => {
    const { calls } = serveTrash({ media: [], patients: [trashedPatient()] });
    renderTrash();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: /Patients/ }));
    const row = await screen.findByTestId('trashed-patient-row');
    expect(row).toHaveTextContent('Paul Durand');
    expect(row).toHaveTextContent('Né(e) le 05/06/1979');
    expect(row).toHaveTextContent('3 photos et vidéos');
    expect(row).toHaveTextContent('Supprimé le 21/11/2026');
    await user.click(within(row).getByRole('button', { name: 'Restaurer Paul Durand' }));
    await expectToastShown('Patients restaurés');
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/v1/trash/patients/p-9/restore',
      body: undefined,
    });
    expect(await screen.findByText('Aucun patient dans la corbeille')).toBeVisible();
  });

  it('warns that a patient goes with its photos before deleting it for good', async () => {
    const { calls } = serveTrash({ media: [], patients: [trashedPatient()] });
    renderTrash('/trash?section=patients');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Supprimer définitivement Paul Durand' }),
    );
    const dialog = screen.getByRole('alertdialog', {
      name: 'Supprimer définitivement ce patient\u00a0?',
    });
    expect(dialog).toHaveTextContent('Le dossier de Paul Durand sera supprimé définitivement.');
    expect(dialog).toHaveTextContent(
      'Ses 3 photos et vidéos seront aussi supprimées définitivement.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(
      await screen.findByText('3 photo(s), 1 patient(s) supprimé(s) définitivement'),
    ).toBeVisible();
    expect(screen.getByText('Éléments supprimés')).toBeVisible();
    expect(calls).toContainEqual({
      method: 'DELETE',
      path: '/api/v1/trash/patients/p-9',
      body: undefined,
    });
  });

  it('offers a retry when the list cannot load', async () => {
    const { failures } = serveTrash({ media: [mediaItem()], patients: [] });
    failures.add('GET /api/v1/storage/media');
    renderTrash();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur lors du chargement des photos supprimées');
    failures.clear();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('trashed-media-row')).toBeVisible();
  });

  it('says the deleted patients could not load, in their own words', async () => {
    const { failures } = serveTrash({ media: [], patients: [] });
    failures.add('GET /api/v1/trash/patients');
    renderTrash();
    await userEvent.setup().click(await screen.findByRole('tab', { name: /Patients/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erreur lors du chargement des patients supprimés',
    );
  });
});
