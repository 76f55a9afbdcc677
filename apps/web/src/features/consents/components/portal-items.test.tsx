import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addConsentTexts } from '../i18n/add-consent-texts';
import { PortalItems } from './portal-items';

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
    throw new Error(`unexpected request ${url}`);
  });
}

/** Resolves once the photos and consents have loaded, so that an absent heading means absent. */
async function renderItems(comparisons: { id: string; title: string }[]) {
  addConsentTexts();
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <PortalItems patientId="patient-1" items={[]} comparisons={comparisons} />
    </QueryClientProvider>,
  );
  expect(client.isFetching()).toBeGreaterThan(0);
  await waitFor(() => expect(client.isFetching()).toBe(0));
}

afterEach(() => {
  vi.restoreAllMocks();
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
});
