import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { problemResponse } from '@/test/problem-response';
import { addConsentTexts } from '../i18n/add-consent-texts';
import { ConsentDocuments } from './consent-documents';

describe('consent documents', () => {
  it('says the list could not be read instead of showing it empty', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(problemResponse(500));
    addConsentTexts();
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ConsentDocuments patientId="patient-1" />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.queryByText('Aucun consentement pour ce patient.')).not.toBeInTheDocument();
  });
});
