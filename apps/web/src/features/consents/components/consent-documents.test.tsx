import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ConsentRecord } from '@photodossier/domain/consents';
import { describe, expect, it, vi } from 'vitest';
import { problemResponse } from '@/test/problem-response';
import { addConsentTexts } from '../i18n/add-consent-texts';
import { ConsentDocuments } from './consent-documents';

const signed: ConsentRecord = {
  id: 'consent-1',
  patient_id: 'patient-1',
  procedure: 'toxin',
  title: 'Consentement éclairé — injection de toxine botulique',
  body: 'Je consens.',
  status: 'signed',
  sha256: 'a'.repeat(64),
  file_size: 1000,
  signed_at: '2026-11-29T10:00:00.000Z',
  created_at: '2026-11-29T10:00:00.000Z',
};

function renderDocuments(patientEmail: string) {
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ConsentDocuments patientId="patient-1" patientEmail={patientEmail} />
    </QueryClientProvider>,
  );
}

async function openEmailForm(patientEmail: string) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ items: [signed] }), {
      headers: { 'content-type': 'application/json' },
    }),
  );
  addConsentTexts();
  renderDocuments(patientEmail);
  fireEvent.click(await screen.findByText('Envoyer par e-mail'));
  return screen.getByLabelText('Adresse du destinataire');
}

describe('consent documents', () => {
  it('says an address must be typed when the record has none', async () => {
    const field = await openEmailForm('');
    expect(field).toHaveAccessibleDescription(
      'Le dossier du patient n’a pas d’adresse e-mail : saisissez celle du destinataire.',
    );
    expect(field).toBeRequired();
    expect(screen.queryByText(/Laissez vide/)).not.toBeInTheDocument();
  });

  it('says an empty address sends it to the one on the record', async () => {
    const field = await openEmailForm('lea.roux@example.fr');
    expect(field).toHaveAccessibleDescription(
      'Laissez vide pour l’envoyer à l’adresse du patient : lea.roux@example.fr.',
    );
    expect(field).not.toBeRequired();
  });

  it('says the list could not be read instead of showing it empty', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(problemResponse(500));
    addConsentTexts();
    renderDocuments('');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.queryByText('Aucun consentement pour ce patient.')).not.toBeInTheDocument();
  });
});
