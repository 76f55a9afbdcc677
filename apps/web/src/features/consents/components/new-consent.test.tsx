import type { PatientRecord } from '@photodossier/domain/patient';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addConsentTexts } from '../i18n/add-consent-texts';
import { NewConsent } from './new-consent';
import { problemResponse } from '@/test/problem-response';

/** jsdom draws nothing: a context that takes every call, and a canvas that exports a PNG. */
function stubCanvas() {
  const context = new Proxy({}, { get: () => () => undefined, set: () => true });
  // getContext is overloaded per kind of context: the stub stands for the 2d one only.
  const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext') as unknown as {
    mockReturnValue: (value: unknown) => void;
  };
  getContext.mockReturnValue(context);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AA');
}

const patient = {
  id: 'patient-1',
  prenom: 'Léa',
  nom: 'Roux',
  date_naissance: '1988-03-14',
  email: '',
} as unknown as PatientRecord;

describe('new consent', () => {
  it('lets nobody sign while the text to sign could not be loaded', async () => {
    stubCanvas();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(problemResponse());
    addConsentTexts();
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <NewConsent patient={patient} practitionerName="Claire Praticienne" />
      </QueryClientProvider>,
    );
    for (const field of screen.getAllByLabelText('Ou tapez votre nom pour signer')) {
      fireEvent.change(field, { target: { value: 'Léa Roux' } });
    }
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByTestId('consent-preview')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Signer et enregistrer le PDF' })).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Faire signer à distance (portail patient)' }),
    ).toBeDisabled();
  });
});
