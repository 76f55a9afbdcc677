import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problemResponse } from '@/test/problem-response';
import { PhotoPicker } from './photo-picker';

function json(body: unknown) {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

function renderPicker() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PhotoPicker patientId="patient-1" selectedIds={[]} onToggle={() => undefined} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PhotoPicker', () => {
  it('says the photos could not be read, never that the record has none, and reads them again', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(problemResponse(503));
    renderPicker();
    expect(
      await screen.findByText('Impossible de charger les photos du dossier.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Ce dossier ne contient encore aucune photo.')).toBeNull();

    fetch.mockResolvedValueOnce(json({ items: [], nextCursor: null }));
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByText('Ce dossier ne contient encore aucune photo.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
