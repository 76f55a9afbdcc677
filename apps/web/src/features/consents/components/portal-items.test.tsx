import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PortalState } from '@photodossier/domain/patient-portal';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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

/** The patient's photos and consents as the server would list them. */
function serve(consents: { id: string; title: string }[]) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/v1/photos')) return json({ items: [], nextCursor: null });
    if (url.endsWith('/consents')) return json({ items: consents });
    // Every change of the portal is refused.
    if (url.includes('/portal')) {
      return problemResponse();
    }
    throw new Error(`unexpected request ${url}`);
  });
}

/** Resolves once the photos and consents have loaded, so that an absent heading means absent. */
async function renderItems(
  comparisons: { id: string; title: string }[],
  items: PortalState['items'] = [],
) {
  addConsentTexts();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PortalItems patientId="patient-1" items={items} comparisons={comparisons} />
    </QueryClientProvider>,
  );
  expect(client.isFetching()).toBeGreaterThan(0);
  await waitFor(() => expect(client.isFetching()).toBe(0));
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
