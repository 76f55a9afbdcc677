import type { PhotoRecord } from '@photodossier/domain/media-record';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { photoFixture } from '@/test/photo-fixture';
import { PhotoViewerPage } from '../../routes/photo-viewer-page';

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));

type Call = { method: string; url: string; body: unknown };

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
}

const storedPhotos = (): Record<string, PhotoRecord> => ({
  p1: photoFixture({ id: 'p1' }),
  p2: photoFixture({ id: 'p2', patient_id: 'pat1', zone_traitee: 'Front' }),
  p3: photoFixture({ id: 'p3' }),
  v1: photoFixture({
    id: 'v1',
    media_type: 'video',
    file_type: 'video/mp4',
    duration: 65,
    video_resolution: '1920x1080',
    video_fps: 30,
    width: null,
    height: null,
  }),
});
const patients = {
  pat1: { id: 'pat1', prenom: 'Marie', nom: 'Dupont' },
  pat2: { id: 'pat2', prenom: 'Jean', nom: 'Martin' },
};
const order = ['p1', 'p2', 'p3'];

/**
 * The API as the viewer sees it; a PATCH is stored unless `refusePatch` answers it. The
 * neighbours of `slowNeighbours.id` answer only once `slowNeighbours.release` is called.
 */
function installApi(
  refusePatch?: () => Response,
  slowNeighbours?: { id: string; released: Promise<void> },
) {
  const photos = storedPhotos();
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const url = String(input);
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      const neighbours = url.match(/^\/api\/v1\/photos\/(\w+)\/neighbours\?scope=(\w+)$/);
      if (neighbours) {
        if (slowNeighbours && neighbours[1] === slowNeighbours.id) await slowNeighbours.released;
        const index = order.indexOf(neighbours[1]!);
        return json({
          previousId: order[index - 1] ?? null,
          nextId: order[index + 1] ?? null,
          position: index + 1,
          total: order.length,
        });
      }
      const photo = url.match(/^\/api\/v1\/photos\/(\w+)$/);
      if (photo && method === 'PATCH') {
        if (refusePatch) return refusePatch();
        const id = photo[1]!;
        photos[id] = { ...photos[id]!, ...(body as Partial<PhotoRecord>) };
        return json(photos[id]);
      }
      if (photo) {
        const record = photos[photo[1]!];
        return record ? json(record) : json({ code: 'request.not_found' }, 404);
      }
      const patient = url.match(/^\/api\/v1\/patients\/(\w+)$/);
      if (patient && patient[1]! in patients) {
        return json(patients[patient[1] as keyof typeof patients]);
      }
      if (url.startsWith('/api/v1/patients?')) {
        return json({ items: Object.values(patients), nextCursor: null, total: 2 });
      }
      if (url === '/api/v1/tags')
        return json({ items: [{ id: 't', kind: 'photo', name: 'Botox' }] });
      return json({ code: 'request.not_found' }, 404);
    }),
  );
  return calls;
}

function renderViewer(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/photo/:photoId', element: <PhotoViewerPage /> },
      { path: '/patient/:patientId/photo/:photoId', element: <PhotoViewerPage /> },
      { path: '*', element: <p>Ailleurs</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

const location = (router: ReturnType<typeof renderViewer>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

async function waitForPhoto(id: string) {
  await waitFor(() =>
    expect(screen.getByTestId('photo-viewer')).toHaveAttribute('data-photo-id', id),
  );
  await screen.findByTestId('viewer-position');
}

describe('PhotoViewer', () => {
  beforeEach(() => vi.mocked(notify).mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('steps to the next and previous photo of the scope with the arrow keys, keeping the scope', async () => {
    const calls = installApi();
    const user = userEvent.setup({ delay: null });
    const { router } = renderViewer('/photo/p2?scope=all');
    await waitForPhoto('p2');
    expect(screen.getByTestId('viewer-position')).toHaveTextContent('2 / 3');
    expect(calls.some((call) => call.url === '/api/v1/photos/p2/neighbours?scope=all')).toBe(true);

    await user.keyboard('{ArrowRight}');
    expect(location(router)).toBe('/photo/p3?scope=all');
    expect(router.state.historyAction).toBe('REPLACE');
    await waitForPhoto('p3');
    expect(screen.getByTestId('viewer-position')).toHaveTextContent('3 / 3');
    expect(screen.queryByRole('button', { name: 'Photo suivante' })).not.toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(location(router)).toBe('/photo/p2?scope=all');
  });

  it('an arrow pressed before the new photo knows its neighbours waits for them, never leads astray', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    installApi(undefined, { id: 'p1', released });
    const user = userEvent.setup({ delay: null });
    const { router } = renderViewer('/photo/p2?scope=all');
    await waitForPhoto('p2');

    await user.keyboard('{ArrowLeft}');
    expect(location(router)).toBe('/photo/p1?scope=all');
    await waitFor(() =>
      expect(screen.getByTestId('photo-viewer')).toHaveAttribute('data-photo-id', 'p1'),
    );
    // p2's neighbours would send this to p3.
    await user.keyboard('{ArrowRight}');
    expect(location(router)).toBe('/photo/p1?scope=all');

    release();
    await waitFor(() => expect(screen.getByTestId('viewer-position')).toHaveTextContent('1 / 3'));
    await user.keyboard('{ArrowRight}');
    expect(location(router)).toBe('/photo/p2?scope=all');
  });

  it('walks the patient of the address and names the photo after the patient', async () => {
    const calls = installApi();
    const user = userEvent.setup({ delay: null });
    const { router } = renderViewer('/patient/pat1/photo/p2');
    await waitForPhoto('p2');
    expect(calls.some((call) => call.url === '/api/v1/photos/p2/neighbours?scope=patient')).toBe(
      true,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Marie Dupont' })).toBeVisible();
    expect(screen.getByTestId('viewer-download')).toHaveAttribute(
      'href',
      '/api/v1/photos/p2/file?download=1',
    );
    expect(screen.getByTestId('viewer-download')).toHaveAttribute(
      'download',
      'Marie_Dupont_Front_p2.jpg',
    );

    await user.click(screen.getByRole('button', { name: 'Photo précédente' }));
    expect(location(router)).toBe('/patient/pat1/photo/p1');
  });

  it('leaves arrow keys typed in a field to the field', async () => {
    installApi();
    const user = userEvent.setup({ delay: null });
    const { router } = renderViewer('/photo/p2');
    await waitForPhoto('p2');
    await user.click(screen.getByRole('button', { name: 'Informations' }));
    await user.click(screen.getByRole('textbox', { name: 'Zone traitée' }));
    await user.keyboard('{ArrowRight}{ArrowLeft}+');
    expect(location(router)).toBe('/photo/p2');
  });

  it('closes with Escape to the list it belongs to when opened directly', async () => {
    installApi();
    const user = userEvent.setup({ delay: null });
    const { router } = renderViewer('/photo/p2?scope=unassigned');
    await waitForPhoto('p2');
    await user.keyboard('{Escape}');
    expect(location(router)).toBe('/patients/unassigned');
  });

  it('keeps the typed treated zone when saving fails, and says so', async () => {
    const calls = installApi(() => json({ code: 'request.internal' }, 500));
    const user = userEvent.setup({ delay: null });
    renderViewer('/photo/p2');
    await waitForPhoto('p2');
    await user.click(screen.getByRole('button', { name: 'Informations' }));
    const zone = screen.getByRole('textbox', { name: 'Zone traitée' });
    expect(zone).toHaveValue('Front');
    await user.clear(zone);
    await user.type(zone, 'Pommettes{Enter}');

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Erreur lors de la mise à jour de la photo',
        expect.objectContaining({ variant: 'destructive' }),
      ),
    );
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      zone_traitee: 'Pommettes',
    });
    expect(zone).toHaveValue('Pommettes');
    // The title bar shows what the server holds again.
    expect(
      screen.getByText(/Front/, { selector: '[data-testid="photo-viewer"] p' }),
    ).toBeInTheDocument();
  });

  it('adds a tag from the vocabulary and saves the whole list', async () => {
    const calls = installApi();
    const user = userEvent.setup({ delay: null });
    renderViewer('/photo/p2');
    await waitForPhoto('p2');
    await user.click(screen.getByRole('button', { name: 'Informations' }));
    await user.type(screen.getByRole('combobox', { name: 'Ajouter un tag' }), 'botox{Enter}');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ tags: ['Botox'] }),
    );
    const panel = screen.getByTestId('photo-info-panel');
    expect(
      await within(panel).findByRole('button', { name: 'Retirer le tag Botox' }),
    ).toBeVisible();
  });

  it('says a deleted or unknown photo is not found', async () => {
    installApi();
    renderViewer('/photo/gone');
    expect(await screen.findByRole('heading', { name: 'Photo introuvable' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retour à la galerie' })).toBeVisible();
  });

  it('files the photo under another patient from the picker, and the address follows', async () => {
    const calls = installApi();
    const user = userEvent.setup({ delay: null });
    const { router } = renderViewer('/patient/pat1/photo/p2');
    await waitForPhoto('p2');
    await user.click(screen.getByRole('button', { name: 'Informations' }));
    await user.click(screen.getByRole('button', { name: 'Changer de patient' }));
    const picker = await screen.findByRole('dialog', { name: 'Choisir le patient' });
    await user.click(await within(picker).findByRole('button', { name: /Jean Martin/ }));

    await waitFor(() => expect(location(router)).toBe('/patient/pat2/photo/p2'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ patient_id: 'pat2' });
    expect(await screen.findByTestId('photo-patient-name')).toHaveTextContent('Jean Martin');
  });

  it('makes a photo unassigned from the picker', async () => {
    const calls = installApi();
    const user = userEvent.setup({ delay: null });
    const { router } = renderViewer('/patient/pat1/photo/p2');
    await waitForPhoto('p2');
    await user.click(screen.getByRole('button', { name: 'Informations' }));
    await user.click(screen.getByRole('button', { name: 'Changer de patient' }));
    const picker = await screen.findByRole('dialog', { name: 'Choisir le patient' });
    await user.click(within(picker).getByRole('button', { name: /Non assigné/ }));

    await waitFor(() => expect(location(router)).toBe('/photo/p2?scope=unassigned'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ patient_id: null });
  });

  it('plays a video with its own controls, without zoom or annotations', async () => {
    installApi();
    const user = userEvent.setup({ delay: null });
    renderViewer('/photo/v1');
    await waitFor(() =>
      expect(screen.getByTestId('photo-viewer')).toHaveAttribute('data-photo-id', 'v1'),
    );
    const video = screen.getByLabelText(/^Vidéo du /, { selector: 'video' });
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', '/api/v1/photos/v1/file');
    expect(video).toHaveAttribute('poster', '/api/v1/photos/v1/preview');
    expect(video).toHaveAttribute('controls');
    expect(screen.queryByRole('button', { name: 'Zoom avant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Annoter' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Informations' }));
    const panel = screen.getByTestId('photo-info-panel');
    expect(within(panel).getByText('1:05')).toBeVisible();
    expect(within(panel).getByText('1920 × 1080')).toBeVisible();
    expect(within(panel).getByTestId('photo-download-name')).toHaveTextContent(
      'Non_assigné_photo_v1.mp4',
    );
  });
});
