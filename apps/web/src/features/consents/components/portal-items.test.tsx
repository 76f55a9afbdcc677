import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PortalState } from '@photodossier/domain/patient-portal';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { addConsentTexts } from '../i18n/add-consent-texts';
import { PortalItems } from './portal-items';
import { problemResponse } from '@/test/problem-response';

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));

function json(body: unknown) {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

const photo = (id: string, day: string) => ({
  id,
  media_type: 'image',
  date_prise: `${day}T10:00:00.000Z`,
  thumbnail_url: null,
});

/**
 * The patient's photos and consents as the server would list them: photos by pages (the
 * cursor is the page's number), and a read answered with a failure where asked.
 */
function serve(
  consents: { id: string; title: string }[] | 'failed',
  photoPages: ReturnType<typeof photo>[][] | 'failed' = [[]],
) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/v1/photos')) {
      if (photoPages === 'failed') return problemResponse();
      const page = Number(new URL(url, 'http://localhost').searchParams.get('cursor') ?? 0);
      const next = page + 1 < photoPages.length ? String(page + 1) : null;
      return json({ items: photoPages[page], nextCursor: next });
    }
    if (url.endsWith('/consents'))
      return consents === 'failed' ? problemResponse() : json({ items: consents });
    // Every change of the portal is refused.
    if (url.includes('/portal')) {
      return problemResponse();
    }
    throw new Error(`unexpected request ${url}`);
  });
}

/** The portal's items for patient-1, with the French texts and no retries. */
function renderPortal(
  comparisons: { id: string; title: string }[] = [],
  items: PortalState['items'] = [],
): QueryClient {
  addConsentTexts();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <PortalItems patientId="patient-1" items={items} comparisons={comparisons} />
    </QueryClientProvider>,
  );
  return client;
}

/** Resolves once the photos and consents have loaded, so that an absent heading means absent. */
async function renderItems(
  comparisons: { id: string; title: string }[],
  items: PortalState['items'] = [],
) {
  const client = renderPortal(comparisons, items);
  expect(client.isFetching()).toBeGreaterThan(0);
  await waitFor(() => expect(client.isFetching()).toBe(0));
}

/** An empty record whose read named by `hangs` never answers, while the others do. */
function renderWhileReadHangs(hangs: (url: string) => boolean) {
  serve([]);
  const answer = vi.mocked(globalThis.fetch).getMockImplementation()!;
  vi.mocked(globalThis.fetch).mockImplementation((input, init) =>
    hangs(String(input)) ? new Promise(() => {}) : answer(input, init),
  );
  renderPortal();
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(notify).mockReset();
});

describe('portal items', () => {
  it('shows no heading for a kind with nothing left to share', async () => {
    serve([]);
    await renderItems([]);
    expect(screen.getByRole('heading', { name: 'Consignes après le soin' })).toBeInTheDocument();
    expect(screen.getByText('Rien n’est encore partagé.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Photos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Comparaisons' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Consentements' })).not.toBeInTheDocument();
  });

  it('heads the comparisons and consents that can be shared', async () => {
    serve([{ id: 'consent-1', title: 'Consentement toxine' }]);
    await renderItems([{ id: 'comparison-1', title: 'Avant / après' }]);
    expect(screen.getByRole('button', { name: 'Consentement toxine' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Consentements' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comparaisons' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avant / après' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Photos' })).not.toBeInTheDocument();
  });

  it('reaches every photo of the record, page after page', async () => {
    serve([], [[photo('recent', '2026-11-20')], [photo('old', '2019-05-04')]]);
    await renderItems([]);
    expect(screen.getByRole('button', { name: 'Partager Photo 20/11/2026' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Partager Photo 04/05/2019' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus de photos' }));
    expect(
      await screen.findByRole('button', { name: 'Partager Photo 04/05/2019' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Afficher plus de photos' })).toBeNull();
  });

  it('says the photos are loading while their first page is on its way', async () => {
    renderWhileReadHangs((url) => url.startsWith('/api/v1/photos'));
    const photos = (await screen.findByRole('heading', { name: 'Photos' })).closest('section')!;
    expect(within(photos).getByRole('status')).toHaveTextContent('Chargement des photos...');
    expect(within(photos).queryByRole('button')).toBeNull();
  });

  it('says the consents are loading while they are on their way', async () => {
    renderWhileReadHangs((url) => url.endsWith('/consents'));
    const consents = (await screen.findByRole('heading', { name: 'Consentements' })).closest(
      'section',
    )!;
    expect(within(consents).getByRole('status')).toHaveTextContent(
      'Chargement des consentements...',
    );
    expect(within(consents).queryByRole('button')).toBeNull();
  });

  it('draws only the rows of photos near the screen, however many the record holds', async () => {
    const many = Array.from({ length: 500 }, (_, index) =>
      photo(
        `photo-${index}`,
        `20${String(10 + (index % 16))}-01-${String(1 + (index % 28)).padStart(2, '0')}`,
      ),
    );
    serve([], [many]);
    await renderItems([]);
    const tiles = screen.getAllByRole('button', { name: /^Partager Photo / });
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.length).toBeLessThan(100);
    // Each drawn tile still says where it stands among all 500.
    expect(tiles[0]!.closest('li')).toHaveAttribute('aria-setsize', '500');
    expect(tiles[0]!.closest('li')).toHaveAttribute('aria-posinset', '1');
    fireEvent.click(tiles[0]!);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.any(String), { variant: 'error' }),
    );
  });

  it('offers the next page when the first holds only photos already shared', async () => {
    serve([], [[photo('recent', '2026-11-20')], [photo('old', '2019-05-04')]]);
    await renderItems(
      [],
      [
        {
          id: 'item-1',
          kind: 'photo',
          item_id: 'recent',
          title: '',
          body: '',
          date_prise: '2026-11-20T10:00:00.000Z',
          created_at: '2026-11-29T10:00:00.000Z',
        },
      ],
    );
    expect(screen.getByRole('heading', { name: 'Photos' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus de photos' }));
    expect(
      await screen.findByRole('button', { name: 'Partager Photo 04/05/2019' }),
    ).toBeInTheDocument();
  });

  it('dates a shared photo that the loaded pages do not hold', async () => {
    serve([], [[photo('recent', '2026-11-20')]]);
    await renderItems(
      [],
      [
        {
          id: 'item-1',
          kind: 'photo',
          item_id: 'very-old',
          title: '',
          body: '',
          date_prise: '2015-02-01T10:00:00.000Z',
          created_at: '2026-11-29T10:00:00.000Z',
        },
      ],
    );
    expect(screen.getByTestId('portal-shared-items')).toHaveTextContent('Photo — 01/02/2015');
    expect(screen.getByRole('button', { name: 'Retirer Photo du 01/02/2015' })).toBeInTheDocument();
  });

  it('says the photos and consents could not be read, with Réessayer, instead of hiding them', async () => {
    serve('failed', 'failed');
    await renderItems([]);
    expect(screen.getByRole('heading', { name: 'Photos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Consentements' })).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Réessayer' })).toHaveLength(2);
  });

  it('keeps the instructions typed when the server refuses them, and says so', async () => {
    serve([]);
    await renderItems([]);
    fireEvent.change(screen.getByLabelText('Titre des consignes'), {
      target: { value: 'Après la séance' },
    });
    fireEvent.change(screen.getByLabelText('Consignes'), {
      target: { value: 'Pas de maquillage 12 h.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter les consignes' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.any(String), { variant: 'error' }),
    );
    expect(screen.getByLabelText('Titre des consignes')).toHaveValue('Après la séance');
    expect(screen.getByLabelText('Consignes')).toHaveValue('Pas de maquillage 12 h.');
  });

  it('says so when a shared item could not be removed', async () => {
    serve([]);
    await renderItems(
      [],
      [
        {
          id: 'item-1',
          kind: 'instructions',
          item_id: null,
          title: 'Après la séance',
          body: 'Pas de maquillage.',
          date_prise: null,
          created_at: '2026-11-29T10:00:00.000Z',
        },
      ],
    );
    fireEvent.click(screen.getByRole('button', { name: /^Retirer/ }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.any(String), { variant: 'error' }),
    );
  });
});
