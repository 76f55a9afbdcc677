import type { PatientRecord } from '@photodossier/domain/patient';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DEFAULT_CONSENT_TEMPLATES } from '@photodossier/domain/consents';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

function renderNewConsent(shown: PatientRecord) {
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <NewConsent patient={shown} practitionerName="Claire Praticienne" />
    </QueryClientProvider>,
  );
}

/** The four templates, each with `body` when given, else the French default. */
const templateItems = (body?: string) =>
  Object.entries(DEFAULT_CONSENT_TEMPLATES).map(([procedure, text]) => ({
    procedure,
    title: text.title,
    body: body ?? text.body,
    edited: body !== undefined,
  }));

/** The server: the templates, an empty list of documents, and `post` for a new document. */
function serve(items: ReturnType<typeof templateItems>, post?: (body: string) => Response) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (init?.method === 'POST' && post) return post(String(init.body));
    const templates = String(input).includes('consent-templates');
    return new Response(JSON.stringify({ items: templates ? items : [] }), {
      headers: { 'content-type': 'application/json' },
    });
  });
}

afterEach(() => vi.useRealTimers());

describe('new consent', () => {
  it('shows the text the server will fill: no birth-date words without one, the practice’s day', async () => {
    stubCanvas();
    // Late in the evening in London or on a UTC device: already the next day in Paris, where
    // the server dates the signed text.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T23:30:00Z'));
    serve(templateItems());
    addConsentTexts();
    renderNewConsent({ ...patient, date_naissance: '' });
    const preview = await screen.findByTestId('consent-preview');
    expect(preview).toHaveTextContent(
      'Je soussigné(e) Léa Roux, reconnais avoir été informé(e) par Claire Praticienne',
    );
    expect(preview).not.toHaveTextContent('né(e) le');
    expect(preview).toHaveTextContent('Fait le 30/11/2026.');
  });

  it('lets nobody sign while the text to sign could not be loaded', async () => {
    stubCanvas();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(problemResponse());
    addConsentTexts();
    renderNewConsent(patient);
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

  it('previews a template without its labelled birth-date line when the record has none', async () => {
    stubCanvas();
    serve(
      templateItems(
        'Patient : {{patient}}\nDate de naissance : {{date_naissance}}\nActe : {{procedure}}',
      ),
    );
    addConsentTexts();
    renderNewConsent({ ...patient, date_naissance: '' });
    const preview = await screen.findByTestId('consent-preview');
    expect(preview).toHaveTextContent('Patient : Léa Roux');
    expect(preview).toHaveTextContent('Acte : Injection de toxine botulique');
    expect(preview).not.toHaveTextContent('Date de naissance');
  });

  it('keeps both signatures after a failed signing, and signing again sends the same document', async () => {
    stubCanvas();
    const posts: string[] = [];
    serve(templateItems(), (body) => {
      posts.push(body);
      return problemResponse(413, 'upload.quota_exceeded');
    });
    addConsentTexts();
    renderNewConsent(patient);
    await screen.findByTestId('consent-preview');
    for (const field of screen.getAllByLabelText('Ou tapez votre nom pour signer')) {
      fireEvent.change(field, { target: { value: 'Léa Roux' } });
    }
    const sign = screen.getByRole('button', { name: 'Signer et enregistrer le PDF' });
    fireEvent.click(sign);
    await waitFor(() => expect(posts).toHaveLength(1));
    await waitFor(() => expect(sign).toBeEnabled());
    for (const field of screen.getAllByLabelText('Ou tapez votre nom pour signer')) {
      expect(field).toHaveValue('Léa Roux');
    }
    fireEvent.click(sign);
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]).toBe(posts[0]);
    expect(JSON.parse(posts[0]!)).toMatchObject({
      procedure: 'toxin',
      practitioner_signature: 'data:image/png;base64,AA',
      patient_signature: 'data:image/png;base64,AA',
    });
  });
});
