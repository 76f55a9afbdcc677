import type { InjectionSessionRecord } from '@photodossier/domain/injections';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { SessionEditor } from './session-editor';
import { problemResponse } from '@/test/problem-response';

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));

/** A saved session on the drawn face: one Botox point whose lot expires on 30 September 2026. */
const saved: InjectionSessionRecord = {
  id: 'session-1',
  patient_id: 'patient-1',
  date: '2026-06-02',
  chart: { kind: 'face' },
  notes: '',
  points: [
    {
      id: 'point-1',
      view: 'front',
      x: 0.5,
      y: 0.4,
      zone: 'glabella',
      product_name: 'Botox',
      product_kind: 'toxin',
      unit: 'U',
      dose: 4,
      depth: null,
      technique: null,
      lot_number: 'C7781',
      lot_expiry: '2026-09-30',
      notes: '',
    },
  ],
  created_at: '2026-06-02T10:00:00.000Z',
  updated_at: '2026-06-02T10:00:00.000Z',
};

function json(body: unknown) {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

function renderEditor(session: InjectionSessionRecord | null = saved) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionEditor patientId="patient-1" saved={session} onSaved={vi.fn()} onDeleted={vi.fn()} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.mocked(notify).mockReset();
});

describe('session editor', () => {
  it('names the point whose lot expired by the session’s date, and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderEditor();
    fireEvent.change(screen.getByLabelText('Date de la séance'), {
      target: { value: '2026-12-01' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la séance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Point 1 : Ce lot était périmé à la date de la séance.',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses a session without a point, says why, and keeps what was typed', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderEditor(null);
    fireEvent.change(screen.getByLabelText('Notes de la séance'), {
      target: { value: 'Consultation sans injection' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la séance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Placez au moins un point d’injection avant d’enregistrer la séance.',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Notes de la séance')).toHaveValue('Consultation sans injection');
  });

  it('says the point dialog edits a placed point, and adds a new one', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ items: [] }));
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Modifier le point 1' }));
    const editing = await screen.findByRole('dialog');
    expect(editing).toHaveAccessibleDescription(
      'Modifiez ce point déjà placé, ou retirez-le de la séance.',
    );
    fireEvent.click(within(editing).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.keyDown(screen.getByRole('button', { name: 'Cartographie : Face' }), {
      key: 'Enter',
    });
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(
      'Renseignez le produit, la dose et le lot de ce nouveau point.',
    );
  });

  it('shows a lot expiry in the reader format and refuses one that is no real day', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ items: [] }));
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Modifier le point 1' }));
    const editing = await screen.findByRole('dialog');
    const expiry = within(editing).getByLabelText('Date de péremption du lot');
    expect(expiry).toHaveValue('30/09/2026');
    fireEvent.change(expiry, { target: { value: '31/02/2027' } });
    fireEvent.click(within(editing).getByRole('button', { name: 'Mettre à jour' }));
    expect(expiry).toHaveAccessibleDescription('Date invalide');
    expect(expiry).toHaveValue('31/02/2027');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes « Ajouter un produit » without adding one, and can open it again', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => json({ items: [] }));
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Modifier le point 1' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter un produit' }));
    fireEvent.change(within(dialog).getByLabelText('Nom du produit'), {
      target: { value: 'Restylane' },
    });
    const calls = fetchSpy.mock.calls.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler l’ajout du produit' }));
    expect(within(dialog).queryByLabelText('Nom du produit')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ajouter un produit' })).toHaveFocus();
    expect(fetchSpy.mock.calls.slice(calls).map(([, init]) => init?.method)).not.toContain('POST');
    // The point's own form is still open, and the product form starts empty again.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter un produit' }));
    expect(within(dialog).getByLabelText('Nom du produit')).toHaveValue('');
  });

  it('says so when the session could not be deleted', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(problemResponse());
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer la séance' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer la séance' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.any(String), { variant: 'error' }),
    );
  });

  it('asks for the one photo to chart on, not the comparison’s two to four', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(JSON.stringify({ items: [], nextCursor: null }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    renderEditor(null);
    fireEvent.click(screen.getByLabelText('Photo du patient'));
    expect(
      await screen.findByText(
        'Choisissez la photo qui sert de support, puis cliquez dessus pour placer les points.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Choisissez 2 à 4/)).not.toBeInTheDocument();
  });
});
