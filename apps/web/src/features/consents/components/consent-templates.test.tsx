import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { problemResponse } from '@/test/problem-response';
import { addConsentTexts } from '../i18n/add-consent-texts';
import { ConsentTemplates } from './consent-templates';

describe('consent templates', () => {
  it('refuses an emptied text under its field, and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            items: [
              { procedure: 'peel', title: 'Consentement — peeling', body: 'Texte', edited: false },
            ],
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    addConsentTexts();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ConsentTemplates />
      </QueryClientProvider>,
    );
    const body = await screen.findByLabelText('Texte');
    fireEvent.change(body, { target: { value: '   ' } });
    fireEvent.click(screen.getByText('Enregistrer le modèle'));
    expect(await screen.findByText('Ce champ est requis')).toBeInTheDocument();
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it('says the templates could not be read instead of showing an empty card', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(problemResponse(500));
    addConsentTexts();
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ConsentTemplates />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
